import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorTestApp } from '../../helpers/operator-session';
import { realGames, type TestApp } from '../../helpers/test-app';
import { configSchema } from '../../../src/engine/config-schema';
import { DOCS_PATH, OPENAPI_PATH } from '../../../src/server/http/openapi';
import { OPERATOR_SCOPE } from '../../../src/shared/api/endpoint';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }>; security?: unknown[] }>
  >;
}

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createOperatorTestApp();
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => t?.close());

// Fastify's /a/:id is OpenAPI's /a/{id}.
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const apiRoutes = () =>
  t.app.routeTable.filter(
    (r) =>
      r.url.startsWith('/api/') && r.method !== 'HEAD' && r.url !== OPENAPI_PATH && !r.url.startsWith(DOCS_PATH) && !r.url.endsWith('*'),
  );

describe('the OpenAPI document', () => {
  it('gives every time field of every reply one encoding: ISO 8601 text, format date-time (issue 45)', () => {
    const timeFields: string[] = [];
    const offenders: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}[${i}]`));
      if (typeof node !== 'object' || node === null) return;
      const properties = (node as { properties?: Record<string, unknown> }).properties ?? {};
      for (const [name, schema] of Object.entries(properties)) {
        if (/^(at|\w+At|\w+_at|\w+Since)$/.test(name)) {
          timeFields.push(`${where}.${name}`);
          const variants = [schema, ...((schema as { anyOf?: unknown[] }).anyOf ?? [])] as { type?: string; format?: string }[];
          if (!variants.some((v) => v.type === 'string' && v.format === 'date-time')) offenders.push(`${where}.${name}`);
        }
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${where}.${key}`);
    };
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods)) walk(operation.responses, `${method.toUpperCase()} ${path}`);
    expect(timeFields.length).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });

  it('is OpenAPI 3 and lists every API route of the route table, with its method', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const missing = apiRoutes().filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(Object.keys(doc.paths)).toContain('/api/login');
  });

  it("shows each game's own config schema as the body of its save", () => {
    for (const game of realGames.games) {
      const save = doc.paths[`/api${OPERATOR_SCOPE}/${game.api}`]!.post as unknown as {
        requestBody: { content: Record<string, { schema: { required?: string[] } }> };
      };
      expect(save.requestBody.content['application/json']!.schema.required, game.id).toEqual(
        (configSchema(game) as { required: string[] }).required,
      );
    }
  });

  it('marks operator routes as needing the session cookie and public ones not', () => {
    for (const route of apiRoutes()) {
      const operation = doc.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      expect({ route: route.url, secured: Boolean(operation.security) }).toEqual({
        route: route.url,
        secured: route.url.startsWith(`/api${OPERATOR_SCOPE}/`),
      });
    }
  });

  it('lists nothing outside /api (pages, static files, the document itself)', () => {
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/') || p === OPENAPI_PATH)).toEqual([]);
  });

  it('has a readable docs page at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/` });
    const html = page.statusCode === 302 ? await t.app.inject({ method: 'GET', url: page.headers.location as string }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('swagger');
  });
});

describe('real replies of every public GET route', () => {
  it('match the response the document declares for their status', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    const checked: string[] = [];
    for (const route of apiRoutes().filter((r) => r.method === 'GET' && !r.url.startsWith(`/api${OPERATOR_SCOPE}/`))) {
      // A path parameter gets its schema's example, else a value that most likely names nothing (the 404 reply is checked then).
      const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
        const params = route.schema?.params as { properties?: Record<string, { examples?: unknown[] }> } | undefined;
        return encodeURIComponent(String(params?.properties?.[name]?.examples?.[0] ?? 'no-such-thing'));
      });
      const res = await t.app.inject({ method: 'GET', url });
      const responses = doc.paths[openApiPath(route.url)]!.get!.responses;
      const declared = responses[String(res.statusCode)] ?? responses[`${String(res.statusCode)[0]}XX`];
      expect(declared, `${route.url} answered ${res.statusCode}, which its schema does not declare`).toBeDefined();
      const schema = declared!.content?.['application/json']?.schema;
      expect(schema, `${route.url}: no JSON schema for ${res.statusCode}`).toBeDefined();
      const valid = ajv.validate(schema!, res.json());
      expect(valid, `${route.url} → ${res.statusCode}: ${ajv.errorsText()}`).toBe(true);
      checked.push(route.url);
    }
    expect(checked).toContain('/api/banners');
    expect(checked.length).toBeGreaterThan(5);
  });
});
