import axe from 'axe-core';
import type { Page } from 'playwright-core';

export type TViolation = { id: string; impact: string; help: string; targets: string[] };

/**
 * axe-core in the page, through the debugging protocol (the app's CSP forbids inline scripts),
 * then its serious and critical violations, each with the elements it found.
 */
export async function seriousViolations(page: Page): Promise<TViolation[]> {
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
}
