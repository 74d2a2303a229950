import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { configSchema } from '../../src/engine/config-schema';
import { configUiSchema, withNewItemDefaults } from '../../src/client/features/operator/config-ui-schema';
import { plainFormErrors } from '../../src/client/features/operator/form-errors';
import { gameRegistry } from '../../src/client/lib/game-registry';

const league = gameRegistry.byId('league-of-legends')!;
const fortnite = gameRegistry.byId('fortnite')!;

/** What the dashboard's price editor would show for `formData`: rjsf's validator with our transform. */
const forms = new Map<string, { schema: RJSFSchema; uiSchema: UiSchema }>();
const formOf = (game: typeof league) => {
  if (!forms.has(game.id)) {
    const schema = withNewItemDefaults(configSchema(game)) as RJSFSchema;
    forms.set(game.id, { schema, uiSchema: configUiSchema(schema, game.defaults) as UiSchema });
  }
  return forms.get(game.id)!;
};

function problems(game: typeof league, change: (config: Record<string, unknown>) => void) {
  const { schema, uiSchema } = formOf(game);
  const config = structuredClone(game.defaults) as unknown as Record<string, unknown>;
  change(config);
  const { errors } = validator.validateFormData(config, schema, undefined, plainFormErrors(schema, uiSchema), uiSchema);
  return errors.map((e) => ({ message: e.message, stack: e.stack }));
}

const at = (config: Record<string, unknown>, path: string) =>
  path.split('.').reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, config);

// Ajv's own wording: none of it may reach an operator.
const SCHEMA_WORDS = /must have required property|must be (number|integer|string)\b|must NOT|must match|additional properties/;

describe('the price editor says what is wrong in a plain sentence naming the field', () => {
  it.each([
    ['an emptied multiplier', (c: Record<string, unknown>) => delete at(c, 'level').multi, 'Multiplier (€) must be a number.', 'Level'],
    ['a multiplier as text', (c: Record<string, unknown>) => (at(c, 'level').multi = 'abc'), 'Multiplier (€) must be a number.', 'Level'],
    [
      'a negative multiplier',
      (c: Record<string, unknown>) => (at(c, 'ward').multi = -1),
      'Multiplier (€) must be at least 0.',
      'Ward Skins',
    ],
    [
      'a huge multiplier',
      (c: Record<string, unknown>) => (at(c, 'skins.ultimate').multi = 2e6),
      'Multiplier (€) must be at most 1000000.',
      'Ultimate',
    ],
    ['an empty label', (c: Record<string, unknown>) => (at(c, 'icon').label = ''), 'Label must not be empty.', 'Icons'],
    ['a market factor above 10', (c: Record<string, unknown>) => (c.market = 11), 'Market factor must be at most 10.', null],
    ['an emptied market factor', (c: Record<string, unknown>) => delete c.market, 'Market factor must be a number.', null],
    [
      'an empty rank label',
      (c: Record<string, unknown>) => ((c.ranks as { label: string }[])[2]!.label = ''),
      'Label must not be empty.',
      'Rank 3',
    ],
    [
      'a rank worth text',
      (c: Record<string, unknown>) => ((c.ranks as { value: unknown }[])[0]!.value = 'x'),
      'Value (€) must be a number.',
      'Rank 1',
    ],
  ])('%s', (_what, change, message, group) => {
    const [first, ...rest] = problems(league, change);
    expect(rest).toEqual([]);
    expect(first).toEqual({ message, stack: group ? `${group}: ${message}` : message });
  });

  // Validating is slow on a busy machine: a generous limit, not a measure.
  it(
    'any one value replaced by a bad one gives sentences that start with a capital, end with a full stop and quote no schema',
    { timeout: 60_000 },
    () => {
      const schema = configSchema(fortnite) as { properties: Record<string, { properties?: Record<string, unknown> }> };
      const counts = Object.keys(schema.properties).filter((key) => schema.properties[key]!.properties?.multi);
      fc.assert(
        fc.property(
          fc.constantFrom(...counts),
          fc.constantFrom('multi', 'label'),
          fc.oneof(fc.string(), fc.double(), fc.constant(undefined), fc.constant(null), fc.integer({ min: -1e9, max: 1e9 })),
          (key, field, value) => {
            for (const { message, stack } of problems(fortnite, (c) => (at(c, key)[field] = value))) {
              expect(message).toMatch(/^[A-Z][^]*\.$/);
              expect(message).toMatch(/^(Multiplier \(€\)|Label) /);
              expect(stack).not.toMatch(SCHEMA_WORDS);
            }
          },
        ),
        { numRuns: 40 },
      );
    },
  );
});
