// The service worker (issue 43, slow links): an enhancement registered by app/entry.client.tsx
// once JS runs; the site works the same without it. It keeps one page, /offline, and the files that
// page needs, and answers a page navigation that the network cannot reach with that page (under
// the address the user asked for, so its 重新加载 link asks again). Nothing else is cached: not a
// signed-in page, not an API answer — /offline is fetched without cookies, so it is the anonymous
// page, and every other request goes to the network as if there were no worker.
const CACHE = 'offline-v1';
const OFFLINE_URL = '/offline';

/** The offline page and the stylesheets and icon it links (fingerprinted build files). */
async function cacheOfflinePage() {
  const cache = await caches.open(CACHE);
  const response = await fetch(OFFLINE_URL, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${OFFLINE_URL} answered ${response.status}`);
  const html = await response.clone().text();
  const assets = [...html.matchAll(/<link\b[^>]*\bhref="(\/[^"]+)"/g)].map((m) => m[1]).filter((href) => href.startsWith('/build/') || href === '/favicon.svg');
  await Promise.all(assets.map((href) => cache.add(new Request(href, { credentials: 'omit' }))));
  await cache.put(OFFLINE_URL, response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheOfflinePage().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.open(CACHE).then((cache) => cache.match(OFFLINE_URL))));
    return;
  }
  const url = new URL(request.url);
  // the offline page's own stylesheets and icon, when that page is shown without a network
  if (url.origin === self.location.origin && (request.destination === 'style' || url.pathname === '/favicon.svg')) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
  }
});
