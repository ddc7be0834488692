import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export async function newContext(
  browser: Browser,
  kind: keyof typeof VIEWPORTS = 'desktop',
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS[kind],
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    isMobile: kind === 'phone',
    hasTouch: kind === 'phone',
  });
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

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
