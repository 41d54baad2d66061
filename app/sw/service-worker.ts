/// <reference lib="webworker" />
/**
 * The service worker (/sw.js), bundled by scripts/build.mjs.
 * - Pages: network first; a page visited before is shown from the device when offline; otherwise
 *   the offline page in the language of the URL.
 * - Hashed assets (/assets/…): from the device first; they never change under the same name.
 * - Navigation data (*.data): network first, the saved copy offline.
 * - The staff area (/beheer) and a patient's appointment page are never touched: network only.
 * - Anything but GET (the appointment form, the API) is never touched: it goes to the network or
 *   fails visibly, and is never answered from a cache.
 * Caches carry the build's id; on activation, those of older builds are deleted.
 */
import { isManagePath } from '~/appointments/manage-paths';
import { langFromPath } from '~/i18n/languages';
import { offlinePaths } from './offline-pages';

declare const self: ServiceWorkerGlobalScope;
declare const BUILD_ID: string;

const pagesCache = `pages-${BUILD_ID}`;
const assetsCache = `assets-${BUILD_ID}`;
const current = new Set([pagesCache, assetsCache]);

/** Everything an offline page needs to look like the site: its HTML and the assets it names. */
async function cacheOfflinePages() {
  const pages = await caches.open(pagesCache);
  const assets = await caches.open(assetsCache);
  await Promise.all(
    Object.values(offlinePaths).map(async (path) => {
      const response = await fetch(path, { cache: 'no-store' });
      if (!response.ok) throw new Error(`offline page ${path}: ${response.status}`);
      const html = await response.clone().text();
      await pages.put(path, response);
      // Real href and src attributes only: React's data-href on the inlined styles lists several
      // hrefs of text already in the page.
      const urls = new Set(
        [...html.matchAll(/\s(?:href|src)="(\/assets\/[^"\s]+)"/g)].map((match) => match[1] ?? ''),
      );
      await assets.addAll([...urls].filter(Boolean));
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheOfflinePages().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => !current.has(name)).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

async function networkFirst(
  request: Request,
  fallback?: () => Promise<Response | undefined>,
): Promise<Response> {
  const cache = await caches.open(pagesCache);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch {
    const saved = await cache.match(request);
    if (saved) return saved;
    return (await fallback?.()) ?? Response.error();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(assetsCache);
  const saved = await cache.match(request);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/healthz' || url.pathname === '/sw.js')
    return;
  // The staff area (patients' data) never goes into a cache on the device, not even for offline.
  if (url.pathname === '/beheer' || url.pathname.startsWith('/beheer/')) return;
  // Nor a patient's appointment page: its URL holds the key to that appointment.
  if (isManagePath(url.pathname)) return;

  if (request.mode === 'navigate') {
    const offline = offlinePaths[langFromPath(url.pathname)];
    event.respondWith(
      networkFirst(request, async () => (await caches.open(pagesCache)).match(offline)),
    );
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname.endsWith('.data')) {
    event.respondWith(networkFirst(request));
  }
});
