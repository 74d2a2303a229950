import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TNumber, TObject, TString } from 'typebox';
import { ApiError, callApi } from '../../src/client/lib/api-client';
import { route } from '../../src/shared/api/endpoint';
import { login } from '../../src/shared/api/auth';
import { stubApi } from '../helpers/stub-api';

// The client's own fetch layer under the shared stub: envelopes, raw bodies and network failures.
const reply = (status: number, body: unknown) => stubApi(() => ({ status, body }));
const thing = route<{
  scope: 'public';
  method: 'GET';
  path: '/things/:id';
  summary: string;
  params: TObject<{ id: TString }>;
  reply: TObject<{ a: TNumber }>;
}>()({
  scope: 'public',
  method: 'GET',
  path: '/things/:id',
});
const operatorThing = route<{ scope: 'operator'; method: 'GET'; path: '/things'; summary: string; reply: TString }>()({
  scope: 'operator',
  method: 'GET',
  path: '/things',
});

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('unwraps a success envelope and sends cookies to the API base', async () => {
    const calls = reply(200, { error: false, response: { a: 1 } });
    await expect(callApi(thing, { params: { id: 'x y' } })).resolves.toEqual({ a: 1 });
    expect(calls[0]).toMatchObject({ url: '/api/things/x%20y', init: { method: 'GET', credentials: 'include' } });
  });

  it('adds the operator prefix to an operator endpoint', async () => {
    const calls = reply(200, { error: false, response: 'ok' });
    await callApi(operatorThing);
    expect(calls[0]!.url).toBe('/api/auth/things');
  });

  it('turns an error envelope into an ApiError carrying the server message and code', async () => {
    reply(404, { error: true, response: 'There is no such thing.', code: 'NOT_FOUND' });
    const error = await callApi(thing, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'There is no such thing.', status: 404, code: 'NOT_FOUND' });
  });

  it('treats error: true as a failure even with status 200', async () => {
    reply(200, { error: true, response: 'Not today', code: 'INTERNAL_ERROR' });
    await expect(callApi(operatorThing)).rejects.toThrow('Not today');
  });

  it('names the HTTP status when the body is not an envelope', async () => {
    reply(502, '<html>bad gateway</html>');
    await expect(callApi(operatorThing)).rejects.toThrow(/502/);
  });

  it('explains a network failure', async () => {
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callApi(operatorThing)).rejects.toThrow('Could not reach the server');
  });

  it("posts the endpoint's body as JSON with its method", async () => {
    const calls = reply(200, { error: false, response: 'Logged in' });
    await expect(callApi(login, { body: { username: 'a', key: 'b' } })).resolves.toBe('Logged in');
    const init = calls[0]!.init;
    expect(calls[0]!.url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"username":"a","key":"b"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});
