import type { BrowserContext, Page } from 'playwright-core';

type TShift = { time: number; value: number };
type TVitalsStore = { lcp: number; shifts: TShift[] };
/** A `layout-shift` entry (Layout Instability API), which TypeScript's DOM types do not describe. */
type TLayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

export type TPageFigures = {
  /** Largest contentful paint, ms after navigation start. */
  lcpMs: number;
  /** Cumulative layout shift: the largest session window, as Chrome's Web Vitals count it. */
  cls: number;
  /**
   * Bytes of the page's JavaScript: over the wire (headers included), as sent (compressed bodies,
   * Chromium's encoded size) and once decompressed.
   */
  jsTransferBytes: number;
  jsEncodedBytes: number;
  jsDecodedBytes: number;
  jsFiles: number;
};

/**
 * Runs in the page before the app's own scripts (serialised by Playwright: no closure over this
 * module). Buffered observers also see the entries recorded before they were registered.
 */
function observeVitals(): void {
  const store: TVitalsStore = { lcp: 0, shifts: [] };
  (window as unknown as { __benchVitals: TVitalsStore }).__benchVitals = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as TLayoutShift[]) {
      // Shifts right after a tap or a key press are expected by the person and do not count.
      if (!entry.hadRecentInput) store.shifts.push({ time: entry.startTime, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export async function watchVitals(context: BrowserContext): Promise<void> {
  await context.addInitScript(observeVitals);
}

/** Session windows: shifts less than 1 s apart, a window lasting 5 s at most; CLS is the largest sum. */
export function clsFromShifts(shifts: TShift[]): number {
  let largest = 0;
  let windowSum = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.time - previous >= 1000 || shift.time - windowStart >= 5000) {
      windowSum = 0;
      windowStart = shift.time;
    }
    windowSum += shift.value;
    previous = shift.time;
    largest = Math.max(largest, windowSum);
  }
  return largest;
}

/** The JavaScript files the page fetched so far (resource timing) and its vitals. */
export async function readPageFigures(page: Page): Promise<TPageFigures> {
  const raw = await page.evaluate(() => {
    const store = (window as unknown as { __benchVitals: TVitalsStore }).__benchVitals;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        transfer: entry.transferSize,
        encoded: entry.encodedBodySize,
        decoded: entry.decodedBodySize,
      }));
    return { lcp: store.lcp, shifts: store.shifts, scripts };
  });
  return {
    lcpMs: raw.lcp,
    cls: clsFromShifts(raw.shifts),
    jsTransferBytes: raw.scripts.reduce((sum, s) => sum + s.transfer, 0),
    jsEncodedBytes: raw.scripts.reduce((sum, s) => sum + s.encoded, 0),
    jsDecodedBytes: raw.scripts.reduce((sum, s) => sum + s.decoded, 0),
    jsFiles: raw.scripts.length,
  };
}
