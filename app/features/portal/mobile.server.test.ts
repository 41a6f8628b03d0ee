import { describe, expect, it } from 'vitest';
import { parseAppEnv } from '#app/utils/env.server';
import { storeLinks } from './mobile.server';

describe('the store links of /mobile', () => {
  it('are none when the deployment names no store', () => {
    expect(storeLinks({})).toEqual([]);
    expect(storeLinks(parseAppEnv({ NODE_ENV: 'test', APP_STORE_ANDROID_URL: '', APP_STORE_IOS_URL: '' }))).toEqual([]);
  });

  it('are the store pages the environment names, each under its own label', () => {
    const env = parseAppEnv({
      NODE_ENV: 'test',
      APP_STORE_ANDROID_URL: 'https://appgallery.example.com/app/1',
      APP_STORE_IOS_URL: 'https://apps.apple.com/cn/app/id1',
    });
    expect(storeLinks(env)).toEqual([
      { label: '安卓应用商店下载', href: 'https://appgallery.example.com/app/1' },
      { label: 'App Store 下载（苹果手机）', href: 'https://apps.apple.com/cn/app/id1' },
    ]);
    expect(storeLinks({ APP_STORE_IOS_URL: 'https://apps.apple.com/cn/app/id1' })).toEqual([
      { label: 'App Store 下载（苹果手机）', href: 'https://apps.apple.com/cn/app/id1' },
    ]);
  });

  it('refuse a store address that is not a URL when the server starts', () => {
    expect(() => parseAppEnv({ NODE_ENV: 'test', APP_STORE_IOS_URL: 'apps.apple.com' })).toThrow(/URL/);
  });
});
