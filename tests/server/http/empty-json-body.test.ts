import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { acceptEmptyJsonBodies } from '../../../src/server/http/empty-json-body';

let app: FastifyInstance;
afterEach(async () => app?.close());

// A future bodiless route (clear-cache, sync) and one that needs fields, on a bare instance.
async function build(): Promise<FastifyInstance> {
  app = Fastify();
  acceptEmptyJsonBodies(app);
  app.post('/clear-cache', { schema: { body: { type: 'object', maxProperties: 0 } } }, async () => ({ cleared: true }));
  app.post(
    '/save',
    { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
    async (request) => request.body,
  );
  await app.ready();
  return app;
}

describe('bodiless POSTs', () => {
  it.each([
    ['Content-Type application/json, no body', { 'content-type': 'application/json' }, undefined],
    ['Content-Type application/json; charset=utf-8, whitespace body', { 'content-type': 'application/json; charset=utf-8' }, '  '],
    ['no Content-Type, no body', {}, undefined],
  ])('are accepted as {} on a route without fields: %s', async (_name, headers, payload) => {
    await build();
    const res = await app.inject({ method: 'POST', url: '/clear-cache', headers, ...(payload === undefined ? {} : { payload }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cleared: true });
  });

  it("are still refused by a route that needs fields, with the schema's message", async () => {
    await build();
    const res = await app.inject({ method: 'POST', url: '/save', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/name/);
  });

  it('keep refusing broken JSON and prototype poisoning', async () => {
    await build();
    expect(
      (await app.inject({ method: 'POST', url: '/save', headers: { 'content-type': 'application/json' }, payload: '{"name":' })).statusCode,
    ).toBe(400);
    const poisoned = await app.inject({
      method: 'POST',
      url: '/save',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"x","__proto__":{"a":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('parse a JSON body as before', async () => {
    await build();
    const res = await app.inject({ method: 'POST', url: '/save', payload: { name: 'x' } });
    expect(res.json()).toEqual({ name: 'x' });
  });
});
