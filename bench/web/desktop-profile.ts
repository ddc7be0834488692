import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The desktop the booking page's full screen is measured on (issue 30 item 17): a laptop screen
 * wide enough for the services, the calendar and the form side by side (1440 × 900, the journeys'
 * `wide`). Only the JavaScript that page fetches is measured there: no throttling.
 */
export const DESKTOP_PROFILE = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 } as const;

export function describeDesktopProfile(): string {
  const { viewport } = DESKTOP_PROFILE;
  return `ordinateur ${viewport.width}×${viewport.height} px, cache vide`;
}

/** A fresh context (empty cache, no cookies) at the desktop's size. */
export async function openDesktopPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: DESKTOP_PROFILE.viewport,
    deviceScaleFactor: DESKTOP_PROFILE.deviceScaleFactor,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  return { context, page: await context.newPage() };
}
