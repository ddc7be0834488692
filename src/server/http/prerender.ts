import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TPublicProvider } from '../../shared/schemas/booking';

/**
 * What the first-screen renderer offers the server (src/web/prerender/render.tsx, built by
 * scripts/build-web.mjs into dist/prerender/render.js; ADR 0068).
 */
export type TPrerender = {
  renderBookingPage(url: string, address: string, provider: TPublicProvider): Promise<string>;
};

/**
 * The renderer built beside the web app (`../prerender/render.js` from its folder), loaded on the
 * first page it draws (a server that serves only the API never holds it in memory); null without a
 * build: the pages are then served as the plain app, which draws them in the browser.
 */
export function prerenderBeside(webDir: string): TPrerender | null {
  const file = path.join(webDir, '../prerender/render.js');
  if (!existsSync(file)) return null;
  let loading: Promise<TPrerender> | undefined;
  return {
    async renderBookingPage(...args) {
      loading ??= import(pathToFileURL(file).href);
      return (await loading).renderBookingPage(...args);
    },
  };
}
