import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { metaSchema, readGameFiles, GAMES_DIR, FIXTURE_GAMES_DIR } from '../helpers/game-files';

type Node = Record<string, unknown>;

/** Every property schema of the meta-schema, with its path: what an editor explains on hover. */
function propertiesOf(node: unknown, where: string): { where: string; schema: Node }[] {
  if (!node || typeof node !== 'object') return [];
  const own = node as Node;
  const found: { where: string; schema: Node }[] = [];
  for (const [key, child] of Object.entries(own)) {
    if (key === 'properties' && child && typeof child === 'object') {
      for (const [name, schema] of Object.entries(child as Node)) {
        if (typeof schema === 'object') found.push({ where: `${where}.${name}`, schema: schema as Node });
        found.push(...propertiesOf(schema, `${where}.${name}`));
      }
    } else if (key !== 'if' && typeof child === 'object') found.push(...propertiesOf(child, `${where}/${key}`)); // an if is a condition, not a field
  }
  return found;
}

describe('schemas/game.schema.json teaches as one types', () => {
  it('describes every property (a $ref carries its own description where it is used)', () => {
    const bare = propertiesOf(metaSchema, '#').filter(({ schema }) => typeof schema.description !== 'string');
    expect(bare.map((p) => p.where)).toEqual([]);
  });

  it('gives an example for every property that is not a $ref', () => {
    const without = propertiesOf(metaSchema, '#').filter(({ schema }) => !schema.$ref && !Array.isArray(schema.examples));
    expect(without.map((p) => p.where)).toEqual([]);
  });

  it('types defaults per input kind, and every game file (and the fixture) fits the typed schema an editor uses', () => {
    const defaults = (metaSchema as { properties: { defaults: Node } }).properties.defaults;
    expect(defaults.additionalProperties).toMatchObject({ anyOf: expect.arrayContaining([{ $ref: '#/definitions/countPrices' }]) });
    const validate = new Ajv({ strict: false, allErrors: true }).compile(metaSchema);
    for (const [file, data] of Object.entries({ ...readGameFiles(GAMES_DIR), ...readGameFiles(FIXTURE_GAMES_DIR) })) {
      expect({ file, ok: validate(data), errors: validate.errors ?? null }).toEqual({ file, ok: true, errors: null });
    }
  });
});
