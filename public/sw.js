/*
 * Créneau's service worker (ADR 0035): shows the push messages the server sends and opens the
 * screen they are about when clicked. Served at /sw.js (scope /), revalidated at every load.
 * Plain script, no build step: it must stay small and never import the app.
 */
const ICON = '/logo192.png';

function readPayload(event) {
  if (!event.data) return { title: 'Créneau', body: '' };
  try {
    return event.data.json();
  } catch {
    // A push service or DevTools may deliver plain text: shown as the body.
    return { title: 'Créneau', body: event.data.text() };
  }
}

/** Only paths of this site are opened, never an address a payload would name. */
function sameOriginUrl(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Créneau', {
      body: payload.body || '',
      icon: payload.icon || ICON,
      badge: ICON,
      tag: payload.tag,
      lang: 'fr',
      data: { url: sameOriginUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) return open.navigate(url);
        return undefined;
      }
      return self.clients.openWindow(url);
    })(),
  );
});
