import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/env';
import { publicOrigin } from '../../src/server/public-url';

describe('PUBLIC_URL', () => {
  it('is the origin absolute URLs use, else the request origin', () => {
    expect(readConfig({ PUBLIC_URL: 'https://accountvalue.example/' }).publicUrl).toBe('https://accountvalue.example');
    expect(readConfig({}).publicUrl).toBeNull();
    expect(publicOrigin(null, { protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(publicOrigin('https://accountvalue.example', { protocol: 'http', host: '127.0.0.1:3000' })).toBe('https://accountvalue.example');
  });

  it('refuses what is not a bare http(s) origin, naming the variable', () => {
    for (const bad of [
      'accountvalue.example',
      'ftp://x.example',
      'https://x.example/site',
      'https://u:p@x.example',
      'https://x.example/?a=1',
    ])
      expect(() => readConfig({ PUBLIC_URL: bad }), bad).toThrow(/^PUBLIC_URL: /);
  });
});
