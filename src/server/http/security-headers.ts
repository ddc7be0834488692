import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** One year; no includeSubDomains nor preload: the app cannot speak for other hosts of its domain. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * Browser features the app never uses are denied to every frame. Only features Chromium knows are
 * listed (an unknown name is a console error). Passkeys (WebAuthn, SPEC §2 "security key") stay
 * allowed for our own origin. Web push needs no entry: it is not governed by this header.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;
const SELF_FEATURES = ['publickey-credentials-create', 'publickey-credentials-get'] as const;

export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...SELF_FEATURES.map((feature) => `${feature}=(self)`),
].join(', ');

/**
 * Helmet with the app's policy: scripts, styles and connections (API and socket.io, whose ws/wss
 * URLs CSP3 `'self'` covers) from our origin only; never framed (CSP `frame-ancestors 'none'` and
 * the matching `X-Frame-Options: DENY` for older browsers); HSTS only when the public URL is https,
 * since a browser would otherwise pin HTTPS on a host that does not serve it.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.https
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false, preload: false }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
