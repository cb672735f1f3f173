/**
 * A technician's day with no network (registered by web/features/visits/offlineApp.ts, for /my-day only, so
 * no public page is ever answered from here). It keeps the page's shell and its hashed assets; the day's
 * visits are kept by the page itself, per signed-in technician, and forgotten at sign-out. No call to /api
 * passes through a cache here: every answer of the API goes to the network as if this worker were not there.
 */
const cacheName = 'brightwire-my-day-v1';
const shellPath = '/my-day';
/** A phone on a crawling network opens its kept day after this long, and the fresher page is kept for next time. */
const networkPatienceMs = 4000;

const sameOrigin = (url) => url.origin === self.location.origin;
const isAsset = (url) => sameOrigin(url) && url.pathname.startsWith('/assets/');
const isShell = (url) => sameOrigin(url) && (url.pathname === shellPath || url.pathname.startsWith(`${shellPath}/`));

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('brightwire-my-day-') && name !== cacheName) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function keepShell(response) {
  if (!response.ok || response.type !== 'basic') return;
  const cache = await caches.open(cacheName);
  await cache.put(shellPath, response);
}

/**
 * The page, once loaded, names what it loaded before this worker took it over: the shell and its assets are
 * kept, and assets of earlier builds that it no longer uses are let go.
 */
self.addEventListener('message', (event) => {
  const named = Array.isArray(event.data?.keep) ? event.data.keep : [];
  const urls = named.map((address) => new URL(address, self.location.origin)).filter((url) => isShell(url) || isAsset(url));
  const assets = new Set(urls.filter(isAsset).map((url) => url.href));
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      // Once kept, the shell is renewed by every opening of the page (below), not by another download here.
      if (!(await cache.match(shellPath))) await fetch(shellPath, { credentials: 'same-origin' }).then(keepShell, () => undefined);
      for (const href of assets) if (!(await cache.match(href))) await cache.add(href).catch(() => undefined);
      if (assets.size === 0) return;
      for (const request of await cache.keys()) if (isAsset(new URL(request.url)) && !assets.has(request.url)) await cache.delete(request);
    })(),
  );
});

function shellFirstWhenSlow(event) {
  const fromNetwork = fetch(event.request).then(async (response) => {
    await keepShell(response.clone());
    return response;
  });
  event.waitUntil(fromNetwork.catch(() => undefined));
  const kept = new Promise((resolve) => setTimeout(() => resolve(caches.match(shellPath)), networkPatienceMs));
  return Promise.race([fromNetwork, kept.then((response) => response ?? fromNetwork)]).catch(async () => (await caches.match(shellPath)) ?? Response.error());
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && isShell(url)) {
    event.respondWith(shellFirstWhenSlow(event));
    return;
  }
  if (isAsset(url)) {
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then(async (response) => {
            if (response.ok) await (await caches.open(cacheName)).put(request, response.clone());
            return response;
          }),
      ),
    );
  }
});
