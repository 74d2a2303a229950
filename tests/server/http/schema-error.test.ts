import { describe, expect, it } from 'vitest';
import { Type, type TSchema } from 'typebox';
import type { FastifySchema } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { describeRequestErrors } from '../../../src/server/http/schema-error';
import { validatorCompiler } from '../../../src/server/http/validator';
import { humanize } from '../../../src/engine/schema-errors';
import { LoginBody } from '../../../src/shared/api/auth.schemas';
import { LOOKUP_MESSAGES } from '../../../src/shared/api/wasted-time';
import { FetchBody } from '../../../src/shared/api/wasted-time.schemas';
import { EmptyBody } from '../../../src/shared/api/envelope.schemas';

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] };

// The validator the app runs with (http/validator.ts, ajv-errors included).
function sentence(schema: TSchema, data: unknown, dataVar = 'body'): string {
  const validate = validatorCompiler({ schema: schema as FastifySchema, method: 'POST', url: '/', httpPart: dataVar }) as Validate;
  expect(validate(data)).toBe(false);
  return describeRequestErrors(validate.errors!, dataVar);
}

describe('the schema-error formatter', () => {
  it("uses a field's own words where it has them", () => {
    expect(sentence(LoginBody, { username: 'a', key: '' })).toBe('Enter your key.');
    expect(sentence(LoginBody, { username: 'a' })).toBe('Enter your key.');
    expect(sentence(LoginBody, { username: '', key: 'k' })).toBe('Enter your username.');
    expect(sentence(FetchBody, { gameName: 'ab', tagLine: 'EUW', region: 'euw1' })).toBe(LOOKUP_MESSAGES.gameName);
    expect(sentence(FetchBody, { gameName: 'Player', tagLine: 'EUW', region: 'mars' })).toBe(LOOKUP_MESSAGES.region);
    expect(sentence(EmptyBody, { all: true })).toBe('This request takes no body.');
  });

  it('names the field in words otherwise, never quoting the schema', () => {
    const schema = Type.Object(
      {
        release_date: Type.String({ maxLength: 4 }),
        count: Type.Integer({ minimum: 1 }),
        sort: Type.Union([Type.Literal('asc'), Type.Literal('desc')]),
        videos: Type.Array(Type.String(), { maxItems: 1 }),
      },
      { additionalProperties: false },
    );
    const good = { release_date: 'x', count: 1, sort: 'asc', videos: [] };
    expect(sentence(schema, { ...good, release_date: 'longer' })).toBe('Release date must be at most 4 characters.');
    expect(sentence(schema, { ...good, count: 'abc' })).toBe('Count must be a whole number.');
    expect(sentence(schema, { ...good, count: 0 })).toBe('Count must be at least 1.');
    expect(sentence(schema, { ...good, sort: 'up' })).toBe('Sort must be one of: asc, desc.');
    expect(sentence(schema, { ...good, videos: [5] })).toBe('Item 1 of videos must be text.');
    expect(sentence(schema, { ...good, videos: ['a', 'b'] })).toBe('Videos may hold at most 1 item.');
    expect(sentence(schema, { ...good, price: 5 })).toBe("Unknown field 'price': send only release_date, count, sort, videos.");
    expect(sentence(schema, { ...good, price: 5 }, 'querystring')).toMatch(/^Unknown parameter 'price'/);
    expect(sentence(schema, 'text')).toBe('The body must be an object.');
    const { count: _count, ...withoutCount } = good;
    expect(sentence(schema, withoutCount)).toBe('Count is missing.');
  });

  it('humanizes keys', () => {
    expect(humanize('gameName')).toBe('Game name');
    expect(humanize('release_date')).toBe('Release date');
    expect(humanize('riotId')).toBe('Riot id');
  });
});
