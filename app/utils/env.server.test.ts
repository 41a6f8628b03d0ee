import { describe, expect, it } from 'vitest';
import { formatEnvError, parsePlatformEnv } from '../../platform/config';
import { parseAppEnv } from './env.server';

function startupMessage(parse: () => unknown): string {
  try {
    parse();
  } catch (error) {
    return formatEnvError(error);
  }
  throw new Error('expected the environment to be rejected');
}

describe('environment validation at start', () => {
  it('accepts the defaults: port 3000, embedded database in ./data', () => {
    expect(parseAppEnv({ NODE_ENV: 'development' }).PORT).toBe(3000);
    const platform = parsePlatformEnv({});
    expect(platform.DATA_DIR).toBe('./data');
    expect(platform.DATABASE_URL).toBeUndefined();
  });

  it('takes the public development secret only for an explicit development or test start, or the developer tools', () => {
    expect(startupMessage(() => parseAppEnv({}))).toMatch(/^Invalid environment: SESSION_SECRET is required when NODE_ENV is not set/i);
    expect(parseAppEnv({ DEV_TOOLS: '1' }).sessionSecrets).toHaveLength(1);
    expect(parseAppEnv({ NODE_ENV: 'test' }).sessionSecrets).toHaveLength(1);
    expect(parseAppEnv({ SESSION_SECRET: 'a-secret-of-the-installer' }).sessionSecrets).toEqual(['a-secret-of-the-installer']);
  });

  it('stops with one line naming the bad variable', () => {
    const message = startupMessage(() => parseAppEnv({ PORT: 'eighty' }));
    expect(message).toMatch(/^Invalid environment: PORT /);
    expect(message).not.toContain('\n');
    expect(startupMessage(() => parsePlatformEnv({ DATABASE_URL: 'mysql://x' }))).toContain('DATABASE_URL');
    expect(startupMessage(() => parseAppEnv({ PLATFORM_API_URL: 'not a url' }))).toContain('PLATFORM_API_URL');
  });

  it('requires a session secret in production and splits a rotation list', () => {
    expect(startupMessage(() => parseAppEnv({ NODE_ENV: 'production' }))).toContain('SESSION_SECRET');
    const env = parseAppEnv({ NODE_ENV: 'production', SESSION_SECRET: 'new-secret-0123456789,old-secret-0123456789' });
    expect(env.sessionSecrets).toEqual(['new-secret-0123456789', 'old-secret-0123456789']);
  });

  it('never turns the developer tools on in production', () => {
    expect(parsePlatformEnv({ DEV_TOOLS: '1', NODE_ENV: 'test' }).devTools).toBe(true);
    expect(parsePlatformEnv({ DEV_TOOLS: '1', NODE_ENV: 'production' }).devTools).toBe(false);
  });
});
