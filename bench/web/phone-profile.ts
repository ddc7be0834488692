import type { Browser, BrowserContext, Page } from 'playwright-core';

type TPhoneProfile = {
  name: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  cpuSlowdown: number;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
};

/**
 * The phone the web figures are measured on: a mid-range Android phone on a good 4G link.
 * Screen of Lighthouse's mobile emulation (412 × 823 CSS px, DPR 1.75), its CPU slowdown (× 4),
 * and the network of DevTools' "Fast 4G" preset (60 ms RTT × 2.75 = 165 ms from request to
 * response headers, 9 Mbit/s × 0.9 down, 1.5 Mbit/s × 0.9 up).
 */
export const PHONE_PROFILE: TPhoneProfile = {
  name: 'téléphone, 4G',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 165,
  downloadBytesPerSecond: (9_000_000 * 0.9) / 8,
  uploadBytesPerSecond: (1_500_000 * 0.9) / 8,
};

/**
 * The same phone on a slow 4G link, Lighthouse's mobile default and the walk's (issue 37 item 6):
 * 150 ms RTT × 3.75 = 562.5 ms from request to response headers, 1.6 Mbit/s × 0.9 down (Lighthouse
 * counts 1 Mbit as 1,024 kbit), 750 kbit/s × 0.9 up; the CPU still slowed × 4.
 */
export const SLOW_PHONE_PROFILE: TPhoneProfile = {
  ...PHONE_PROFILE,
  name: 'téléphone, 4G lente',
  latencyMs: 562.5,
  downloadBytesPerSecond: (1.6 * 1024 * 1000 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1000 * 0.9) / 8,
};

export function describePhoneProfile(p: TPhoneProfile): string {
  const mbits = (bytes: number) => ((bytes * 8) / 1_000_000).toFixed(2);
  return (
    `${p.name} ${p.viewport.width}×${p.viewport.height} px, DPR ${p.deviceScaleFactor}, ` +
    `processeur ralenti ×${p.cpuSlowdown}, réseau ${p.latencyMs} ms, ` +
    `${mbits(p.downloadBytesPerSecond)} Mbit/s ↓ ${mbits(p.uploadBytesPerSecond)} Mbit/s ↑, cache vide`
  );
}

/** A fresh context (empty cache, no cookies) and a page already throttled before its first request. */
export async function openPhonePage(
  browser: Browser,
  profile: TPhoneProfile,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
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
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
    connectionType: 'cellular4g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return { context, page };
}
