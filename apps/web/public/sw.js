/*
 * The web app's service worker (issue 33.5): the app opens offline.
 * - The shell (index.html) is fetched from the network first and kept; offline, the kept copy
 *   answers every navigation, so the app starts and says it has no connection.
 * - Built files (/assets/*, content-hashed names) are answered from the cache first and kept as
 *   they are fetched; at install, those index.html names (entry, first page, preloaded areas).
 * - Calls (/web/*), sockets, the back office (/admin/) and anything else go to the network as
 *   they are: prices, balances and orders are never answered from a cache.
 */
const CACHE = 'bolsa-shell-v1';
const SHELL = './';
const STATIC = ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon.svg'];

/** The built files an index.html names (scripts, styles, module preloads, the inline chunk map). */
function assetsOf(html) {
  return [...new Set(html.match(/\/?assets\/[\w.-]+\.(?:js|css|woff2?|png|svg)/g) ?? [])].map((path) => new URL(path, self.registration.scope).href);
}

async function keepShell(response) {
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  const previous = await cache.match(SHELL);
  const before = previous ? await previous.text() : '';
  await cache.put(SHELL, response);
  if (before === html) return;
  // A new build: keep its first files, let the old build's go.
  const wanted = new Set(assetsOf(html));
  await Promise.all(wanted.size ? [...wanted].map((url) => cache.match(url).then((hit) => hit ?? cache.add(url).catch(() => undefined))) : []);
  for (const request of await cache.keys()) {
    if (request.url.includes('/assets/') && !wanted.has(request.url)) await cache.delete(request);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(STATIC).catch(() => undefined);
      const response = await fetch(SHELL, { cache: 'no-cache' });
      if (response.ok) await keepShell(response);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function navigation(request) {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) await keepShell(response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const scope = new URL(self.registration.scope);
  const path = url.pathname.slice(scope.pathname.length - 1);
  if (request.mode === 'navigate' && (path === '/' || path === '/index.html')) {
    event.respondWith(navigation(request));
  } else if (path.startsWith('/assets/') || path.startsWith('/icons/') || path === '/manifest.webmanifest') {
    event.respondWith(cacheFirst(request));
  }
});
