import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { createConverterRegistry } from '../../src/engine/converter-registry';
import type { ConverterDefinition } from '../../src/engine/converter-types';
import { registryPages } from '../../src/client/lib/site-pages';

const dir = path.resolve('schemas/converters');
const schema = JSON.parse(fs.readFileSync(path.resolve('schemas/converter.schema.json'), 'utf8')) as object;
const files = Object.fromEntries(
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [path.join(dir, f), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as unknown]),
);
const { converters } = createConverterRegistry(files);
const byId = (id: string) => converters.find((c) => c.id === id) as ConverterDefinition;
const rates = (c: ConverterDefinition) => Object.fromEntries(c.currencies.map((x) => [x.value, x.rate]));
const packs = (c: ConverterDefinition) => c.packs.rows.map((r) => [r.amount, r.price ?? r.discountPercent]);

describe('converter files', () => {
  const validate = new Ajv({ allErrors: true }).compile(schema);

  it.each(Object.keys(files))('%s passes converter.schema.json', (file) => {
    expect(validate(files[file]), JSON.stringify(validate.errors)).toBe(true);
  });

  it('the schema refuses a file with a missing rate or an unknown field', () => {
    const bad = structuredClone(byId('robux')) as unknown as { currencies: Record<string, unknown>[]; extra?: boolean };
    delete bad.currencies[1]!.rate;
    expect(validate(bad)).toBe(false);
    expect(validate({ ...byId('robux'), extra: true })).toBe(false);
  });

  it('lists the five converters in menu order with the spec routes and footer tags', () => {
    expect(converters.map((c) => [c.route, c.footerTag])).toEqual([
      ['/riot-points-to-usd', 'League of Legends'],
      ['/valorant-points-to-usd', 'Valorant'],
      ['/v-bucks-to-usd', 'Fortnite'],
      ['/robux-to-usd-eur-gbp', 'Roblox'],
      ['/twitch-bits-to-usd-eur-gbp', 'Twitch Bits'],
    ]);
  });

  it('carries the spec rates per unit', () => {
    expect(rates(byId('riot-points'))).toEqual({ USD: 0.0076923 });
    expect(rates(byId('valorant-points'))).toEqual({ USD: 0.010515 });
    expect(rates(byId('v-bucks'))).toEqual({ USD: 0.00899 });
    expect(rates(byId('robux'))).toEqual({ USD: 0.0125, EUR: 0.011, GBP: 0.0094 });
    expect(rates(byId('twitch-bits'))).toEqual({ USD: 0.014, EUR: 0.015, GBP: 0.012 });
  });

  it('carries the spec pack tables', () => {
    expect(packs(byId('riot-points'))).toEqual([
      [575, 4.99],
      [1380, 10.99],
      [2800, 21.99],
      [4500, 34.99],
      [6500, 49.99],
      [13500, 99.99],
    ]);
    expect(packs(byId('valorant-points'))).toEqual([
      [475, 4.99],
      [1000, 9.99],
      [2050, 19.99],
      [3650, 34.99],
      [5350, 49.99],
      [11000, 99.99],
    ]);
    expect(packs(byId('v-bucks'))).toEqual([
      [1000, 8.99],
      [2800, 22.99],
      [5000, 36.99],
      [13500, 89.99],
    ]);
    expect(byId('v-bucks').spends).toEqual([{ label: 'Battle Pass', amount: 1000 }]);
    expect(packs(byId('robux'))).toEqual([
      [400, 4.99],
      [800, 9.99],
      [1700, 19.99],
      [4500, 49.99],
      [10000, 99.99],
    ]);
    expect(packs(byId('twitch-bits'))).toEqual([
      [100, 0],
      [500, 0],
      [1500, 5],
      [5000, 8],
      [10000, 10],
      [25000, 12],
    ]);
  });

  it('shows partner banners only on the Riot Points and Valorant Points pages', () => {
    expect(converters.filter((c) => c.page?.partnerBanners).map((c) => c.id)).toEqual(['riot-points', 'valorant-points']);
  });

  it('dates every creator payout figure', () => {
    expect(byId('robux').payout).toMatchObject({ rates: [{ currency: 'USD', rate: 0.0035 }], asOf: expect.stringMatching(/^\w+ \d{4}$/) });
    expect(byId('twitch-bits').payout).toMatchObject({
      rates: [{ currency: 'USD', rate: 0.01 }],
      asOf: expect.stringMatching(/^\w+ \d{4}$/),
    });
  });

  it('maps converters to page metadata for the server and the client', () => {
    expect(registryPages(converters)[0]).toEqual({
      pattern: '/riot-points-to-usd',
      title: 'Riot Points to USD Converter',
      description: byId('riot-points').meta.description,
    });
  });

  it('refuses a file whose id is not its name, and duplicate routes', () => {
    expect(() => createConverterRegistry({ 'x/robux.json': { ...byId('v-bucks') } })).toThrow(
      'robux.json: field "id" must equal the file name ("robux"), not "v-bucks"',
    );
    expect(() =>
      createConverterRegistry({ 'a/v-bucks.json': byId('v-bucks'), 'b/robux.json': { ...byId('robux'), route: '/v-bucks-to-usd' } }),
    ).toThrow('robux.json: field "route" "/v-bucks-to-usd" is already used by v-bucks.json');
  });
});
