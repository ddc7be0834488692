import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The phone the web figures are measured on: a mid-range Android phone on a good 4G link.
 * Screen of Lighthouse's mobile emulation (412 × 823 CSS px, DPR 1.75), its CPU slowdown (× 4),
 * and the network of DevTools' "Fast 4G" preset (60 ms RTT × 2.75 = 165 ms from request to
 * response headers, 9 Mbit/s × 0.9 down, 1.5 Mbit/s × 0.9 up).
 */
export const PHONE_PROFILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 165,
  downloadBytesPerSecond: (9_000_000 * 0.9) / 8,
  uploadBytesPerSecond: (1_500_000 * 0.9) / 8,
} as const;

export function describePhoneProfile(): string {
  const p = PHONE_PROFILE;
  const mbits = (bytes: number) => ((bytes * 8) / 1_000_000).toFixed(2);
  return (
    `téléphone ${p.viewport.width}×${p.viewport.height} px, DPR ${p.deviceScaleFactor}, ` +
    `processeur ralenti ×${p.cpuSlowdown}, réseau ${p.latencyMs} ms, ` +
    `${mbits(p.downloadBytesPerSecond)} Mbit/s ↓ ${mbits(p.uploadBytesPerSecond)} Mbit/s ↑, cache vide`
  );
}

/** A fresh context (empty cache, no cookies) and a page already throttled before its first request. */
export async function openPhonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
    connectionType: 'cellular4g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  return { context, page };
}
