/* X Level service worker: keeps the app shell so a second visit renders without the network.
 * - install: caches index.html, every hashed asset it (and its scripts and styles) reference, and
 *   the static files below;
 * - navigations: network first, the cached shell when offline;
 * - /assets/*: cache first (file names are content hashes);
 * - /api: never cached. */
const CACHE = 'xlevel-shell-v1'
const SHELL = '/'
const STATIC_FILES = [
  '/favicon.svg',
  '/sounds/next-content.wav',
  '/sounds/previous-content.wav',
  '/sounds/choose-category.wav',
  '/sounds/choose-game.wav',
]
const ASSET_REF = /\/assets\/[\w.@-]+\.\w+/g

function assetsIn(text) {
  return [...new Set(text.match(ASSET_REF) ?? [])]
}

/** The shell's assets, then the assets those scripts and styles mention (fonts, flags, chunks). */
async function discoverAssets(html) {
  const direct = assetsIn(html)
  const nested = await Promise.all(
    direct
      .filter((url) => /\.(js|css)$/.test(url))
      .map((url) =>
        fetch(url)
          .then((response) => (response.ok ? response.text() : ''))
          .then(assetsIn),
      ),
  )
  return [...new Set([...direct, ...nested.flat()])]
}

async function precache() {
  const cache = await caches.open(CACHE)
  const response = await fetch(SHELL, { cache: 'no-store' })
  if (!response.ok) throw new Error(`shell answered ${response.status}`)
  const html = await response.clone().text()
  const assets = await discoverAssets(html)
  await cache.addAll([...assets, ...STATIC_FILES])
  await cache.put(SHELL, response)
  // Hashed files of older builds are no longer referenced: drop them.
  const keep = new Set(assets)
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname
    if (path.startsWith('/assets/') && !keep.has(path)) await cache.delete(request)
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

async function navigate(request) {
  try {
    const response = await fetch(request)
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      const cache = await caches.open(CACHE)
      await cache.put(SHELL, response.clone())
    }
    return response
  } catch {
    const cached = await caches.match(SHELL)
    return cached ?? Response.error()
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) {
    const cache = await caches.open(CACHE)
    await cache.put(request, response.clone())
  }
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request))
  } else if (url.pathname.startsWith('/assets/') || STATIC_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request))
  }
})
