/*
 * The parent app's service worker (docs/product/parent-app.md#install-and-offline), scoped to /parent/.
 * It keeps the app shell (the page, its hashed scripts and styles, the icons) so the app opens without a network and
 * says so; it never stores API answers: a child's notes and photos stay on the server.
 */
const CACHE = 'kg-parent-shell-v1';
const SHELL = ['/parent/', '/parent/manifest.webmanifest', '/parent/icon-192.png', '/parent/icon-512.png'];

const OFFLINE_PAGE = `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>우리 아이 알림장</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 24px;text-align:center;color:#344054}
h1{font-size:20px}button{font-size:16px;padding:12px 24px;border-radius:8px;border:0;background:#2f7d6d;color:#fff}</style>
</head><body><h1>인터넷에 연결되어 있지 않습니다</h1><p>연결되면 다시 시도해 주세요.</p>
<button onclick="location.reload()">다시 시도</button></body></html>`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('kg-parent-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const offlineResponse = () => new Response(OFFLINE_PAGE, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  // A page: the network first (the newest release), the kept shell when offline, else the offline notice.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put('/parent/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/parent/').then((cached) => cached || offlineResponse())),
    );
    return;
  }

  // Hashed build files never change: the kept copy first, stored on first use.
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
