import axe from 'axe-core';
import type { Page } from 'playwright-core';

export type TViolation = { id: string; impact: string; help: string; targets: string[] };

/**
 * The rules that can only ever report a minor or moderate violation: every check they run says so
 * (axe gives a violation the highest impact of the checks that failed). The journeys keep serious
 * and critical ones only, so these rules are not run at all; a check whose impact is unknown keeps
 * its rule.
 */
function minorOnlyRules(): string[] {
  type TCheckRef = string | { id: string };
  type TAudit = {
    rules: Array<{ id: string; any: TCheckRef[]; all: TCheckRef[]; none: TCheckRef[] }>;
    checks: Record<string, { metadata?: { impact?: string } }>;
  };
  const audit = (window as unknown as { axe: { _audit: TAudit } }).axe._audit;
  const minor = (check: TCheckRef) => {
    const impact = audit.checks[typeof check === 'string' ? check : check.id]?.metadata?.impact;
    return impact === 'minor' || impact === 'moderate';
  };
  return audit.rules
    .filter((rule) => {
      const checks = [...rule.any, ...rule.all, ...rule.none];
      return checks.length > 0 && checks.every(minor);
    })
    .map((rule) => rule.id);
}

/**
 * axe-core in the page, through the debugging protocol (the app's CSP forbids inline scripts), once
 * per document, then its serious and critical violations, each with the elements it found. The
 * rules that cannot find one are left out of the run: a third less of axe's time on a page, the
 * same findings.
 */
export async function seriousViolations(page: Page): Promise<TViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const skipped = await page.evaluate(minorOnlyRules);
  const results = await page.evaluate(
    (rules) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        resultTypes: ['violations'],
        rules: Object.fromEntries(rules.map((id) => [id, { enabled: false }])),
      }),
    skipped,
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
