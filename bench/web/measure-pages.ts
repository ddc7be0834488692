import type { Browser, Page } from 'playwright-core';
import { openDesktopPage } from './desktop-profile';
import { readPageFigures, type TPageFigures, watchVitals } from './page-metrics';
import { openPhonePage, PHONE_PROFILE, SLOW_PHONE_PROFILE } from './phone-profile';

export type TMeasuredPage = {
  name: string;
  /** Median of each figure over the runs (one cold visit each). */
  figures: TPageFigures;
  runs: number;
};

export type TPageVisit = {
  name: string;
  path: string;
  /** The throttled phone on 4G or slow 4G (every figure), or the desktop (its JavaScript only). */
  device: 'phone' | 'slow-phone' | 'desktop';
  /** Waits until the page shows its main content to a visitor. */
  ready: (page: Page) => Promise<void>;
  /** Optional: what the visitor does next; the figures are read again afterwards under `${name} + after`. */
  after?: { name: string; act: (page: Page) => Promise<void> };
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function medianFigures(runs: TPageFigures[]): TPageFigures {
  const pick = (key: keyof TPageFigures) => median(runs.map((run) => run[key]));
  return {
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    jsTransferBytes: pick('jsTransferBytes'),
    jsEncodedBytes: pick('jsEncodedBytes'),
    jsDecodedBytes: pick('jsDecodedBytes'),
    jsFiles: pick('jsFiles'),
  };
}

/** One cold visit on the visit's device: figures once the page is ready and the network is quiet. */
async function visitOnce(browser: Browser, baseUrl: string, visit: TPageVisit): Promise<TPageFigures[]> {
  const { context, page } = await (visit.device === 'desktop'
    ? openDesktopPage(browser)
    : openPhonePage(browser, visit.device === 'phone' ? PHONE_PROFILE : SLOW_PHONE_PROFILE));
  try {
    await watchVitals(context);
    await page.goto(`${baseUrl}${visit.path}`, { waitUntil: 'load' });
    await visit.ready(page);
    await page.waitForLoadState('networkidle');
    const loaded = await readPageFigures(page);
    if (!visit.after) return [loaded];
    await visit.after.act(page);
    await page.waitForLoadState('networkidle');
    return [loaded, await readPageFigures(page)];
  } finally {
    await context.close();
  }
}

/** Each page `runs` times, one after another (parallel visits would share the CPU and skew LCP). */
export async function measurePages(
  browser: Browser,
  baseUrl: string,
  visits: TPageVisit[],
  runs: number,
): Promise<TMeasuredPage[]> {
  const measured: TMeasuredPage[] = [];
  for (const visit of visits) {
    const loaded: TPageFigures[] = [];
    const after: TPageFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const [first, second] = await visitOnce(browser, baseUrl, visit);
      if (first) loaded.push(first);
      if (second) after.push(second);
    }
    measured.push({ name: visit.name, figures: medianFigures(loaded), runs });
    if (visit.after) measured.push({ name: visit.after.name, figures: medianFigures(after), runs });
  }
  return measured;
}
