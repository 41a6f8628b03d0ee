import { describe, expect, it } from 'vitest';
import { devToolsEnabled } from './dev-tools.server';

const at = (url: string) => new Request(url);

describe('devToolsEnabled', () => {
  it('needs DEV_TOOLS and a local or test host', () => {
    const on = { DEV_TOOLS: '1', NODE_ENV: 'test' };
    expect(devToolsEnabled(at('http://127.0.0.1:3000/'), on)).toBe(true);
    expect(devToolsEnabled(at('http://localhost/list-goods'), on)).toBe(true);
    expect(devToolsEnabled(at('http://freight.test/'), on)).toBe(true);
    expect(devToolsEnabled(at('http://[::1]:3000/'), on)).toBe(true);
    expect(devToolsEnabled(at('https://www.yunbao56.com/'), on)).toBe(false);
    expect(devToolsEnabled(at('http://10.0.0.5/'), on)).toBe(false);
    expect(devToolsEnabled(at('http://127.0.0.1/'), { NODE_ENV: 'test' })).toBe(false);
    expect(devToolsEnabled(at('http://127.0.0.1/'), { DEV_TOOLS: '0' })).toBe(false);
  });

  it('is never on in production', () => {
    expect(devToolsEnabled(at('http://127.0.0.1/'), { DEV_TOOLS: '1', NODE_ENV: 'production' })).toBe(false);
  });
});
