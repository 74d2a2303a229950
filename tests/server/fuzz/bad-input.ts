import fc from 'fast-check';
import type { RouteEntry } from '../../../src/server/http/route-table';
import type { RawRequest } from './raw-request';

interface JsonSchemaLike {
  type?: string | string[];
  properties?: Record<string, JsonSchemaLike>;
  required?: string[];
}

/** Path segments that have broken servers: traversal, encodings, NUL, overlong, prototype names, odd numbers. */
const oddSegment = fc.oneof(
  fc.constantFrom('..', '%2e%2e', '%2e%2e%2f%2e%2e', '%00', '%ff%fe', '%F0%9F%98%80', '__proto__', 'constructor', 'prototype'),
  fc.constantFrom('-1', '0', '1e309', '9007199254740993', 'NaN', 'null', 'undefined', '%20', '%2F', '%252e', '~', '.'),
  fc.constant('a'.repeat(4000)),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

const oddQuery = fc.oneof(
  fc.constantFrom('?__proto__[polluted]=1', '?constructor[prototype][x]=1', '?a=1&a=2&a=3', '?%ff=%fe', '?=', '?&&&', '?x'),
  fc.constant(`?q=${'z'.repeat(9000)}`),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 4 })
    .map((d) => `?${new URLSearchParams(d).toString()}`),
);

const valueOfType = (type: string | undefined): unknown =>
  type === 'string'
    ? 'x'
    : type === 'number' || type === 'integer'
      ? 1
      : type === 'boolean'
        ? true
        : type === 'array'
          ? []
          : type === 'object'
            ? {}
            : null;

const wrongValue = fc.oneof(
  fc.constantFrom<unknown>(null, true, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, '', [], {}, [[[]]], { $gt: '' }),
  fc.constant('ä'.repeat(70_000)), // longer than any field allows; under the body limit
  fc.string({ maxLength: 40 }),
  fc.integer(),
);

/** A body derived from the route's own schema, then broken one way: a wrong type, a missing or extra field, a huge value. */
function schemaBody(schema: JsonSchemaLike | undefined): fc.Arbitrary<string> {
  const props = schema?.properties ?? {};
  const keys = Object.keys(props);
  const base = Object.fromEntries(keys.map((k) => [k, valueOfType([props[k]?.type].flat()[0])]));
  const mutations: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), wrongValue).map(([k, v]) => ({ ...base, [k]: v })),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    mutations.push(fc.tuple(key, wrongValue).map(([k, v]) => ({ ...base, [k]: v })));
    mutations.push(key.map((k) => Object.fromEntries(Object.entries(base).filter(([name]) => name !== k))));
  }
  return fc.oneof(...mutations).map((body) => JSON.stringify(body));
}

const brokenJson = fc.constantFrom('{', '{"a":', 'nul', '[1,', '{"a":1}}', '"\\ud800"', '\u0000', '{"a":NaN}', "{'a':1}", '');

// JSON.stringify drops __proto__ set by a literal, so these are written as text.
const prototypeJson = fc.constantFrom(
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"__proto__":null,"toString":1,"hasOwnProperty":"x"}',
);

const contentType = fc.constantFrom<string | undefined>(
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'application/xml',
  undefined,
);

const oversized = fc.constant(JSON.stringify({ pad: 'o'.repeat(300 * 1024) }));

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** fast-check requests of one route that a correct server refuses (or, at worst, accepts harmlessly). */
export function badRequests(route: RouteEntry): fc.Arbitrary<RawRequest> {
  const hasParams = /[:*]/.test(route.url);
  const path = hasParams
    ? fc.array(oddSegment, { minLength: 1, maxLength: 3 }).map((segments) => {
        let i = 0;
        return route.url.replace(/:[A-Za-z0-9_]+|\*/g, () => segments[i++ % segments.length]!);
      })
    : fc.constant(route.url);
  const body = fc.oneof(
    { weight: 4, arbitrary: schemaBody(route.schema?.body as JsonSchemaLike | undefined) },
    { weight: 2, arbitrary: brokenJson },
    { weight: 1, arbitrary: prototypeJson },
    { weight: 1, arbitrary: oversized },
  );
  const sendsBody = WITH_BODY.has(route.method) ? fc.constant(true) : fc.boolean().map((b) => b && route.method !== 'HEAD');
  return fc
    .record({ path, query: fc.oneof(fc.constant(''), oddQuery), body, contentType, sendsBody })
    .map(({ path: p, query, body: b, contentType: type, sendsBody: send }) => {
      const headers: Record<string, string> = send && type ? { 'content-type': type } : {};
      return { method: route.method, path: `${p}${query}`, headers, ...(send ? { body: b } : {}) };
    });
}
