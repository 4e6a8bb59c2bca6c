import { checkConfig, SETTING_NAMES } from '@recordgate/server';
import { describe, expect, it } from 'vitest';

describe('checkConfig', () => {
  it('names every problem at once, those between settings too, in the order of the table', () => {
    const { config, problems } = checkConfig({
      TRUST_PROXY: 'yes',
      HOST: 'a b',
      METRICS_PORT: '8080',
      DATABASE_URL: 'oracle://db/x',
    });
    expect(config).toBeUndefined();
    expect(problems).toEqual([
      expect.stringMatching(/^DATABASE_URL has the unknown scheme "oracle:\/\/"/),
      'PUBLIC_URL must be an absolute http(s) URL such as https://dms.example.com, not "http://a b:8080".',
      'TRUST_PROXY must be true or false, not "yes".',
      'METRICS_PORT must differ from PORT (both are 8080).',
    ]);
  });

  it('names the flag when a flag set the value, and takes the flag over the environment', () => {
    expect(checkConfig({ PORT: '9000' }, { port: 'x' }).problems).toEqual([
      '--port must be a port number between 0 and 65535, not "x".',
    ]);
    expect(checkConfig({ PORT: 'x' }, { port: '9000' }).config?.port).toBe(9000);
  });

  it('reads defaults, unset settings and empty variables as documented', () => {
    const { config } = checkConfig({ PORT: '', PUBLIC_URL: 'https://dms.example.com/records/' });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://dms.example.com/records',
      trustProxy: false,
      apiDocs: true,
      maxPerPage: 100,
      timeouts: { headersMs: 20_000, requestMs: 300_000, keepAliveMs: 5000, idleMs: 60_000 },
      shutdownTimeoutMs: 30_000,
      documents: {},
    });
    expect(config?.redisUrl).toBeUndefined();
    expect(checkConfig({ HOST: '::1', PORT: '8081' }).config?.publicUrl).toBe('http://[::1]:8081');
    expect(checkConfig({ API_DOCS: '0', TRUST_PROXY: '1' }).config).toMatchObject({
      apiDocs: false,
      trustProxy: true,
    });
  });

  it('never repeats a secret in its message', () => {
    const secret = 'not a token';
    const [problem] = checkConfig({ METRICS_TOKEN: secret }).problems;
    expect(problem).toMatch(/^METRICS_TOKEN must be at least 16 printable characters/);
    expect(problem).not.toContain(secret);
    expect(SETTING_NAMES).toContain('METRICS_TOKEN');
  });
});
