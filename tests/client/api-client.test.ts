import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPost, apiRequest } from '../../src/client/lib/api-client';

const reply = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('unwraps a success envelope and sends cookies to /api', async () => {
    const fetch = reply(200, { error: false, response: { a: 1 } });
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('/health')).resolves.toEqual({ a: 1 });
    expect(fetch).toHaveBeenCalledWith('/api/health', expect.objectContaining({ credentials: 'include' }));
  });

  it('turns an error envelope into an ApiError carrying the server message', async () => {
    vi.stubGlobal('fetch', reply(400, { error: true, response: 'Level must be 1 to 2000', code: 'FIELD_OUT_OF_RANGE' }));
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Level must be 1 to 2000', status: 400, code: 'FIELD_OUT_OF_RANGE' });
  });

  it('treats error: true as a failure even with status 200', async () => {
    vi.stubGlobal('fetch', reply(200, { error: true, response: 'Not today' }));
    await expect(apiRequest('/x')).rejects.toThrow('Not today');
  });

  it('names the HTTP status when the body is not an envelope', async () => {
    vi.stubGlobal('fetch', reply(502, '<html>bad gateway</html>'));
    await expect(apiRequest('/x')).rejects.toThrow(/502/);
  });

  it('explains a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/x')).rejects.toThrow('Could not reach the server');
  });

  it('posts JSON', async () => {
    const fetch = reply(200, { error: false, response: 'saved' });
    vi.stubGlobal('fetch', fetch);
    await expect(apiPost('/login', { username: 'a' })).resolves.toBe('saved');
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"username":"a"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});
