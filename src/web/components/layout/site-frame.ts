/**
 * The public pages' header (with its menu) and footer: a chunk of their own (ADR 0055), so that the
 * booking page a client opens, which has its own slim frame, does not carry them.
 */
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
