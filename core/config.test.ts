import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.redisUrl).toBeUndefined();
    expect(c.trustProxy).toBe(false);
  });
  it('parses typed values from the environment', () => {
    const c = loadConfig({
      VIGIL_PORT: '9000',
      VIGIL_TRUST_PROXY: 'yes',
      REDIS_URL: 'redis://127.0.0.1:6390/',
    });
    expect(c.port).toBe(9000);
    expect(c.trustProxy).toBe(true);
    expect(c.redisUrl).toBe('redis://127.0.0.1:6390');
  });
  it.each([
    [{ VIGIL_PORT: 'eighty' }, /VIGIL_PORT/],
    [{ VIGIL_PORT: '70000' }, /VIGIL_PORT.*at most 65535/],
    [{ VIGIL_TRUST_PROXY: 'maybe' }, /VIGIL_TRUST_PROXY/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL/],
    [{ VIGIL_LOG_LEVEL: 'loud' }, /VIGIL_LOG_LEVEL/],
    [{ VIGIL_INDEX_BACKEND: 'elasticsearch' }, /ELASTICSEARCH_URL/],
  ])('rejects %o naming the variable', (env, re) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(re);
  });
  it('lets overrides win over the environment', () => {
    expect(loadConfig({ VIGIL_PORT: '9000' }, { port: '9100' }).port).toBe(9100);
  });
});
