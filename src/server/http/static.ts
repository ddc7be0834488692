import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TErrorBody } from '../../shared/error-codes';
import { WEB_DIST_DIR } from '../paths';

/** Vite's output folder: every file name there carries a hash of its content. */
export const HASHED_DIR = '/assets/';
export const CACHE_HASHED = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always revalidated, so a deployment is seen at once. */
export const CACHE_INDEX = 'no-cache';
/** The few unhashed files copied from public/ (logo): they may change under the same name. */
export const CACHE_PUBLIC = 'public, max-age=3600';

/**
 * The service worker (ADR 0035): browsers check it for updates themselves, but a cached copy
 * would keep an old worker alive for an hour; it is small, so always revalidated.
 */
const SERVICE_WORKER = '/sw.js';

/** The script providers paste into their own site (ADR 0040): other sites must be able to load it. */
const EMBED_SCRIPT = '/embed.js';

/** The pages naming the hashed files: index.html, and landing.html for `/` (it adds the landing page's preloads). */
const PAGES = new Set(['/index.html', '/landing.html']);

/**
 * Headers that govern a document (what it may frame, run or use) mean nothing on a hashed script,
 * style sheet, font or image; sent with each of the booking page's 16 files, they weighed about
 * 1 kB apiece (ADR 0047). Those files keep nosniff, their resource policy, HSTS and the referrer
 * policy, which a style sheet's own requests follow.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  'origin-agent-cluster',
  'cross-origin-opener-policy',
] as const;

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith(HASHED_DIR)) return CACHE_HASHED;
  return PAGES.has(urlPath) || urlPath === SERVICE_WORKER ? CACHE_INDEX : CACHE_PUBLIC;
}

/**
 * A provider's booking page may be framed by the sites they listed (ADR 0040): its CSP names them
 * in `frame-ancestors` instead of 'none', and X-Frame-Options (which cannot name a site) goes.
 */
function allowFraming(reply: FastifyReply, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const csp = String(reply.getHeader('content-security-policy') ?? '');
  reply.header(
    'content-security-policy',
    csp.replace("frame-ancestors 'none'", `frame-ancestors ${origins.join(' ')}`),
  );
  reply.removeHeader('x-frame-options');
}

/**
 * A page whose head the server writes (the blog, ADR 0042; booking pages, ADR 0066): `head` replaces index.html's title and
 * description (already escaped HTML), `status` is the answer's (404 for an unknown article), and
 * `redirect` answers a 301 instead.
 */
export type TPageHead = {
  status?: number;
  redirect?: string;
  head?: string;
  /** The built page to start from, index.html by default (booking.html preloads the booking page's code). */
  file?: string;
  /** The page's first screen drawn by the server (ADR 0068): `root` goes inside #root, `before` just before it. */
  body?: { root: string; before?: string };
};

/** index.html with a page's tags in its head: its own title, description and robots replaced, never duplicated. */
export function injectHead(html: string, tags: string): string {
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["'](?:description|robots)["'][^>]*>\s*/gi, '');
  const at = cleaned.search(/<\/head>/i);
  if (at >= 0) return `${cleaned.slice(0, at)}  ${tags}\n  ${cleaned.slice(at)}`;
  const open = /<html[^>]*>/i.exec(cleaned);
  const index = open ? open.index + open[0].length : 0;
  return `${cleaned.slice(0, index)}<head>${tags}</head>${cleaned.slice(index)}`;
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The page with its first screen in #root; the page as it is if the build has no empty #root. */
export function injectBody(html: string, body: NonNullable<TPageHead['body']>): string {
  if (!html.includes(EMPTY_ROOT)) return html;
  return html.replace(EMPTY_ROOT, () => `${body.before ?? ''}<div id="root">${body.root}</div>`);
}

/** The built page with its head, first screen and status (read each time: it changes on deployment). */
async function sendWithHead(reply: FastifyReply, webDir: string, page: TPageHead) {
  const html = await readFile(path.join(webDir, page.file ?? 'index.html'), 'utf8');
  const withHead = page.head ? injectHead(html, page.head) : html;
  return reply
    .status(page.status ?? 200)
    .header('cache-control', CACHE_INDEX)
    .type('text/html; charset=utf-8')
    .send(page.body ? injectBody(withHead, page.body) : withHead);
}

/**
 * Serves the built web app (ADR 0025): the .br/.gz siblings written at build time when the browser
 * accepts them, hashed files cached for a year. Every non-API GET that matches no file gets
 * index.html so that React Router handles it (unknown paths are redirected to / in the browser);
 * `/` gets landing.html, the same page preloading the landing page's code. Under /assets/, a
 * hashed file missing after a deployment is a 404, not a page of HTML.
 */
export async function registerStatic(
  app: FastifyInstance,
  webDir = WEB_DIST_DIR,
  options: {
    framingOrigins?: (pathname: string) => Promise<string[]>;
    /** The head of pages search engines index or links preview (blog, booking pages): see TPageHead. */
    pageHead?: (pathname: string, url: string) => Promise<TPageHead | null>;
    /** Whether the built app's .map files are served (SOURCE_MAPS_PUBLIC; off in production). */
    sourceMaps?: boolean;
  } = {},
): Promise<void> {
  const hasWeb = existsSync(webDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      allowedPath: (pathname) => options.sourceMaps !== false || !pathname.endsWith('.map'),
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // filePath is the file sent (maybe its .br/.gz sibling): the URL path decides the policy.
        const urlPath = `/${path.relative(webDir, filePath).split(path.sep).join('/')}`;
        const servedPath = urlPath.replace(/\.(br|gz)$/, '');
        reply.header('cache-control', cacheControlFor(servedPath));
        if (servedPath.startsWith(HASHED_DIR))
          for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        // Scope '/' is the worker's own folder: the header states it, whatever path serves it.
        if (servedPath === SERVICE_WORKER) reply.header('service-worker-allowed', '/');
        if (servedPath === EMBED_SCRIPT) reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/') || pathname === '/api';
    const isAsset = pathname.startsWith(HASHED_DIR);
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // A page whose head cannot be written (database down) is still served, as the plain app.
      const head =
        pathname === '/'
          ? null
          : await options.pageHead?.(pathname, request.url).catch((error: unknown) => {
              request.log.error({ err: error }, 'page head failed');
              return null;
            });
      if (head?.redirect) return reply.redirect(head.redirect, head.status ?? 301);
      // A booking page keeps its framing sites when the server writes its head (ADR 0040, 0066).
      allowFraming(reply, (await options.framingOrigins?.(pathname)) ?? []);
      if (head) return sendWithHead(reply, webDir, head);
      const page = pathname === '/' ? 'landing.html' : 'index.html';
      return reply.header('cache-control', CACHE_INDEX).sendFile(page, webDir);
    }
    return reply.status(404).send({
      success: false,
      message: `Ressource introuvable : ${request.method} ${pathname}`,
      code: 'NOT_FOUND',
    } satisfies TErrorBody);
  });
}
