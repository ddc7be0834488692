import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { STORAGE } from '../../src/web/lib/storage-keys';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export type TBrowserKind = {
  /** The page subscribes to push (the Push API): the full browser, which the headless shell lacks. */
  push?: boolean;
};

/**
 * Debian's Chromium, headless, with the flags this closed network needs. Its old headless shell
 * (`chromium-headless-shell`, what Playwright runs headless by default) when installed: the same
 * Blink for a third less CPU (ADR 0069); the full browser for the journeys that need push.
 */
export function launchBrowser(kind: TBrowserKind = {}): Promise<Browser> {
  const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  return chromium.launch({
    executablePath: shell && !kind.push ? shell : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  /** A common laptop screen: the booking page must fit it in one screen (issue 15). */
  wide: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * A browser as a person has it, at the given size. The push prompt comes 3 s after a signed-in
 * page loads from the second day of use, and floats over the page until answered (ADR 0035,
 * 0065): so that no journey depends on whether it showed yet, each context starts as just after
 * « Plus tard » (the localStorage key the app reads), unless `pushPrompt`: `returning`, a browser
 * used the day before (the prompt comes), or `new`, a browser never used (the app decides alone).
 */
export async function newContext(
  browser: Browser,
  kind: keyof typeof VIEWPORTS = 'desktop',
  options: { pushPrompt?: 'returning' | 'new' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[kind],
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    isMobile: kind === 'phone',
    hasTouch: kind === 'phone',
  });
  if (options.pushPrompt !== 'new') {
    await context.addInitScript(
      ({ keys, later }) => {
        try {
          if (later) localStorage.setItem(keys.pushPromptLater, new Date().toISOString());
          else if (!localStorage.getItem(keys.pushPromptFirstDay))
            localStorage.setItem(keys.pushPromptFirstDay, '2000-01-01');
        } catch {
          // about:blank and opaque origins have no storage, and no prompt either.
        }
      },
      { keys: STORAGE, later: options.pushPrompt === undefined },
    );
  }
  return context;
}

/** Fails the journey on any uncaught page error; collects console errors for the assertions. */
export function watchPage(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of (401|403|404|409|429)/.test(msg.text()))
      errors.push(msg.text());
  });
  return { errors };
}

/**
 * Waits until the app runs on the page: a drawn first screen (ADR 0068) shows its buttons before
 * React takes it over, and a click that lands before then does nothing. React marks its root
 * container when it mounts or hydrates; from then on it handles a click, replaying one that lands
 * on a part not hydrated yet.
 */
export async function untilAppRuns(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
