/**
 * The service worker's cache-busting version (SPEC §7: /sw.js?v=…): the start of the SHA-256 of
 * public/sw.js — version.test.ts fails when the file changes without this line.
 */
export const SERVICE_WORKER_VERSION = '6d2801c49c';
export const SERVICE_WORKER_URL = `/sw.js?v=${SERVICE_WORKER_VERSION}`;
