import fs from 'node:fs';
import path from 'node:path';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { endpointIdentityOnly, typeboxStandIn } from '../../build/vite/endpoint-identity';
import { Type } from '../../src/client/lib/typebox-stand-in';

// The browser build keeps how to call each endpoint and ships no TypeBox (decision 0024).
const contractFiles = fs
  .readdirSync('src/shared/api')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => path.join('src/shared/api', f));
/** A contract file as the build hands it to the step: TypeScript already stripped. */
const asBuilt = async (file: string) => (await transformWithOxc(fs.readFileSync(file, 'utf8'), file, { lang: 'ts' })).code;

describe('endpointIdentityOnly, the client build step for the contract files', () => {
  const sample = [
    'const Reply = Type.Object({ id: Type.Integer() });',
    'const orNone = (s) => Type.Union([s, Type.Null()]);',
    "export const one = endpoint({ scope: 'public', method: 'GET', path: '/things/:id', summary: 'A thing', params: Reply, reply: orNone(Reply), errors: ['NOT_FOUND'] });",
    "export const start = endpoint({ scope: 'operator', method: 'GET', path: '/sync', summary: 'Start', reply: Reply, changesState: true });",
    'export function later(list) { list.push(1); return Type.String(); }',
  ].join('\n');
  const out = endpointIdentityOnly(sample)!.code;

  it('keeps scope, method, path and changesState of each endpoint and drops the rest', () => {
    expect(out).toContain("endpoint({ scope: 'public', method: 'GET', path: '/things/:id' })");
    expect(out).toContain("endpoint({ scope: 'operator', method: 'GET', path: '/sync', changesState: true })");
    expect(out).not.toMatch(/summary|errors:|reply:|params:/);
  });

  it('marks calls made while loading pure, never those inside a function, which run when called', () => {
    expect(out).toContain('const Reply = /* @__PURE__ */ Type.Object({ id: /* @__PURE__ */ Type.Integer() })');
    expect(out).toContain('function later(list) { list.push(1); return Type.String(); }');
    expect(out).toContain('(s) => Type.Union([s, Type.Null()])');
  });

  it('leaves an endpoint with a spread whole rather than guess what the spread holds', () => {
    const spread = "export const x = endpoint({ ...base, path: '/x', reply: R });";
    expect(endpointIdentityOnly(spread)!.code).toContain("endpoint({ ...base, path: '/x', reply: R })");
  });

  it('finds every endpoint of the real contract files, each keeping a method and a path', async () => {
    let endpoints = 0;
    for (const file of contractFiles) {
      const code = endpointIdentityOnly(await asBuilt(file))?.code ?? '';
      for (const [call] of code.matchAll(/endpoint\(\{[^}]*\}\)/g)) {
        endpoints++;
        expect(call, file).toMatch(/method: /);
        expect(call, file).toMatch(/path: /);
        expect(call, file).not.toMatch(/reply: /);
      }
    }
    expect(endpoints).toBeGreaterThan(30);
  });
});

describe('the TypeBox stand-in of the client build', () => {
  it("is what the client build resolves 'typebox' to", () => {
    expect(typeboxStandIn.find instanceof RegExp && typeboxStandIn.find.test('typebox')).toBe(true);
    expect(typeboxStandIn.replacement).toBe(path.resolve('src/client/lib/typebox-stand-in.ts'));
  });

  it('answers every builder with an empty object schema, so contract files load and spread fields', () => {
    const fields = { id: Type.Integer!(), name: Type.String!({ minLength: 1 }) };
    expect(Type.Object!(fields)).toEqual({ properties: {} });
    expect({ ...Type.Union!([Type.Literal!('a'), Type.Null!()]).properties }).toEqual({});
  });
});
