// /mobile's store links: the driver app's store pages, when the deployment names them
// (APP_STORE_ANDROID_URL, APP_STORE_IOS_URL); none named, the page links no store (issue 43).
import { appEnv, type AppEnv } from '#app/utils/env.server';

export type StoreLink = { label: string; href: string };

export function storeLinks(env: Pick<AppEnv, 'APP_STORE_ANDROID_URL' | 'APP_STORE_IOS_URL'> = appEnv()): StoreLink[] {
  const links: StoreLink[] = [];
  if (env.APP_STORE_ANDROID_URL) links.push({ label: '安卓应用商店下载', href: env.APP_STORE_ANDROID_URL });
  if (env.APP_STORE_IOS_URL) links.push({ label: 'App Store 下载（苹果手机）', href: env.APP_STORE_IOS_URL });
  return links;
}
