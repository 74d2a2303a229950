import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPost, apiRequest } from '../../src/client/lib/api-client';
import { stubApi } from '../helpers/stub-api';

// The client's own fetch layer under the shared stub: envelopes, raw bodies and network failures.
const reply = (status: number, body: unknown) => stubApi(() => ({ status, body }));

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('unwraps a success envelope and sends cookies to /api', async () => {
    const calls = reply(200, { error: false, response: { a: 1 } });
    await expect(apiRequest('/health')).resolves.toEqual({ a: 1 });
    expect(calls[0]).toMatchObject({ url: '/api/health', init: { credentials: 'include' } });
  });

  it('turns an error envelope into an ApiError carrying the server message', async () => {
    reply(400, { error: true, response: 'Level must be 1 to 2000', code: 'FIELD_OUT_OF_RANGE' });
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Level must be 1 to 2000', status: 400, code: 'FIELD_OUT_OF_RANGE' });
  });

  it('treats error: true as a failure even with status 200', async () => {
    reply(200, { error: true, response: 'Not today' });
    await expect(apiRequest('/x')).rejects.toThrow('Not today');
  });

  it('names the HTTP status when the body is not an envelope', async () => {
    reply(502, '<html>bad gateway</html>');
    await expect(apiRequest('/x')).rejects.toThrow(/502/);
  });

  it('explains a network failure', async () => {
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/x')).rejects.toThrow('Could not reach the server');
  });

  it('posts JSON', async () => {
    const calls = reply(200, { error: false, response: 'saved' });
    await expect(apiPost('/login', { username: 'a' })).resolves.toBe('saved');
    const init = calls[0]!.init;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"username":"a"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});
