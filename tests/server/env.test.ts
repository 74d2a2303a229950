import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../src/server/env';

describe('readConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ kind: 'sqlite', file: 'var/app.db' });
    expect(config.operator).toBeNull();
    expect(config.riotApiKey).toBeNull();
    expect(config.contentful).toBeNull();
    expect(config.shutdownGraceSeconds).toBe(10);
    expect(config.metricsToken).toBeNull();
  });

  it('reads SHUTDOWN_GRACE_SECONDS as whole seconds from 0 to 300, refusing anything else by name', () => {
    expect(readConfig({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceSeconds).toBe(0);
    expect(readConfig({ SHUTDOWN_GRACE_SECONDS: '300' }).shutdownGraceSeconds).toBe(300);
    for (const bad of ['-1', '301', '2.5', 'ten', '10s']) {
      expect(() => readConfig({ SHUTDOWN_GRACE_SECONDS: bad })).toThrow(
        `SHUTDOWN_GRACE_SECONDS: expected a whole number of seconds from 0 to 300, got "${bad}"`,
      );
    }
  });

  it('takes a METRICS_TOKEN of 16 to 256 printable characters without spaces', () => {
    expect(readConfig({ METRICS_TOKEN: 'x'.repeat(16) }).metricsToken).toBe('x'.repeat(16));
    for (const bad of ['short-token', 'has a space in the middle', 'x'.repeat(257), 'tab\tinside-the-long-token']) {
      expect(() => readConfig({ METRICS_TOKEN: bad })).toThrow('METRICS_TOKEN: expected 16 to 256 printable characters without spaces');
    }
  });

  it.each(['abc', '-1', '70000', '3.5', '80x'])('refuses PORT=%s naming the variable', (port) => {
    expect(() => readConfig({ PORT: port })).toThrowError(ConfigError);
    expect(() => readConfig({ PORT: port })).toThrowError(/^PORT: /);
  });

  it('selects SQLite for file: URLs and PostgreSQL for postgres URLs', () => {
    expect(readConfig({ DATABASE_URL: 'file:/tmp/x.db' }).database).toEqual({ kind: 'sqlite', file: '/tmp/x.db' });
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@127.0.0.1:5432/db',
      poolSize: 10,
      tls: 'off',
      tlsCa: null,
    });
    expect(readConfig({ DATABASE_URL: 'postgresql://127.0.0.1/db' }).database.kind).toBe('postgres');
  });

  it('reads the PostgreSQL pool size and TLS mode, refusing bad values by name', () => {
    const pgUrl = 'postgres://db.internal/site';
    expect(
      readConfig({ DATABASE_URL: pgUrl, DATABASE_POOL_SIZE: '25', DATABASE_TLS: 'verify', DATABASE_TLS_CA: 'ca.pem' }).database,
    ).toEqual({
      kind: 'postgres',
      url: pgUrl,
      poolSize: 25,
      tls: 'verify',
      tlsCa: 'ca.pem',
    });
    expect(readConfig({ DATABASE_URL: pgUrl, DATABASE_TLS: 'require' }).database).toMatchObject({ tls: 'require' });
    for (const size of ['0', '101', 'ten', '2.5']) {
      expect(() => readConfig({ DATABASE_URL: pgUrl, DATABASE_POOL_SIZE: size })).toThrowError(/^DATABASE_POOL_SIZE: /);
    }
    expect(() => readConfig({ DATABASE_URL: pgUrl, DATABASE_TLS: 'yes' })).toThrowError(/^DATABASE_TLS: /);
    expect(() => readConfig({ DATABASE_URL: pgUrl, DATABASE_TLS_CA: 'ca.pem' })).toThrowError(/^DATABASE_TLS_CA: /);
  });

  it('refuses an unknown database URL scheme', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/^DATABASE_URL: /);
    expect(() => readConfig({ DATABASE_URL: 'file:' })).toThrowError(/^DATABASE_URL: /);
  });

  it('needs the operator pair together and a key of 8 characters or more', () => {
    expect(() => readConfig({ OPERATOR_USERNAME: 'ops' })).toThrowError(/^OPERATOR_KEY: /);
    expect(() => readConfig({ OPERATOR_KEY: 'long-enough-key' })).toThrowError(/^OPERATOR_USERNAME: /);
    expect(() => readConfig({ OPERATOR_USERNAME: 'ops', OPERATOR_KEY: 'short' })).toThrowError(/^OPERATOR_KEY: /);
    expect(readConfig({ OPERATOR_USERNAME: 'ops', OPERATOR_KEY: 'long-enough-key' }).operator).toEqual({
      username: 'ops',
      key: 'long-enough-key',
    });
  });

  it('needs the Contentful pair together', () => {
    expect(() => readConfig({ CONTENTFUL_SPACE_ID: 'space' })).toThrowError(/^CONTENTFUL_ACCESS_TOKEN: /);
    expect(readConfig({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 't' }).contentful).toEqual({
      spaceId: 's',
      accessToken: 't',
      environment: 'master',
      host: 'cdn.contentful.com',
    });
    expect(
      readConfig({
        CONTENTFUL_SPACE_ID: 's',
        CONTENTFUL_ACCESS_TOKEN: 't',
        CONTENTFUL_HOST: 'http://127.0.0.1:4000/',
        CONTENTFUL_ENVIRONMENT: 'staging',
      }).contentful,
    ).toMatchObject({ host: 'http://127.0.0.1:4000', environment: 'staging' });
    expect(() => readConfig({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 't', CONTENTFUL_HOST: 'ftp://x' })).toThrowError(
      /^CONTENTFUL_HOST: /,
    );
    expect(() => readConfig({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 't', CONTENTFUL_ENVIRONMENT: 'a b' })).toThrowError(
      /^CONTENTFUL_ENVIRONMENT: /,
    );
    expect(readConfig({}).tweetApiBaseUrl).toBe('https://cdn.syndication.twimg.com');
    expect(readConfig({ TWEET_API_BASE_URL: 'http://127.0.0.1:5000/' }).tweetApiBaseUrl).toBe('http://127.0.0.1:5000');
    expect(() => readConfig({ TWEET_API_BASE_URL: 'not a url' })).toThrowError(/^TWEET_API_BASE_URL: /);
  });

  it('reads the skin art host: CommunityDragon by default, a mirror under a path, or off', () => {
    expect(readConfig({}).skinImagesUrl).toBe('https://raw.communitydragon.org');
    expect(readConfig({ SKIN_IMAGES_URL: 'https://cdn.example.org/cdragon/' }).skinImagesUrl).toBe('https://cdn.example.org/cdragon');
    expect(readConfig({ SKIN_IMAGES_URL: 'off' }).skinImagesUrl).toBeNull();
    expect(() => readConfig({ SKIN_IMAGES_URL: 'raw.communitydragon.org' })).toThrowError(/^SKIN_IMAGES_URL: expected an http\(s\) URL/);
    expect(() => readConfig({ SKIN_IMAGES_URL: 'ftp://x.org' })).toThrowError(/^SKIN_IMAGES_URL: /);
    expect(() => readConfig({ SKIN_IMAGES_URL: 'https://x.org/?a=1' })).toThrowError(/^SKIN_IMAGES_URL: /);
  });

  it('refuses an unknown log level and a non-boolean TRUST_PROXY', () => {
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrowError(/^LOG_LEVEL: /);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrowError(/^TRUST_PROXY: /);
  });

  it('reads the background refresh of stored players: every 86,400 s on 0.2 of each Riot window by default', () => {
    expect(readConfig({}).wastedTimeRefresh).toEqual({ intervalMs: 86_400_000, share: 0.2 });
    expect(readConfig({ WASTED_TIME_REFRESH_INTERVAL: '3', WASTED_TIME_REFRESH_SHARE: '0.05' }).wastedTimeRefresh).toEqual({
      intervalMs: 3000,
      share: 0.05,
    });
    expect(readConfig({ WASTED_TIME_REFRESH_SHARE: '0.9' }).wastedTimeRefresh.share).toBe(0.9);
    // Numbers are read as Ajv reads a query's numbers (decision 0041), so '.2' is 0.2.
    expect(readConfig({ WASTED_TIME_REFRESH_SHARE: '.2' }).wastedTimeRefresh.share).toBe(0.2);
  });

  it.each(['0', '-5', '1.5', 'daily', '31536001'])('refuses WASTED_TIME_REFRESH_INTERVAL=%s naming the variable', (value) => {
    expect(() => readConfig({ WASTED_TIME_REFRESH_INTERVAL: value })).toThrowError(
      /^WASTED_TIME_REFRESH_INTERVAL: expected a whole number of seconds from 1 to 31536000/,
    );
  });

  // Above 0.9 refreshes could crowd visitors out; 0 would never refresh (unset RIOT_API_KEY turns lookups off instead).
  it.each(['0', '0.0', '0.95', '1', '2', '-0.2', '20%', 'abc', '0.2.1'])(
    'refuses WASTED_TIME_REFRESH_SHARE=%s naming the variable',
    (value) => {
      expect(() => readConfig({ WASTED_TIME_REFRESH_SHARE: value })).toThrowError(
        /^WASTED_TIME_REFRESH_SHARE: expected a number greater than 0 and at most 0\.9/,
      );
    },
  );
});
