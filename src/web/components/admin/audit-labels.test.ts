import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from './audit-labels';

const MODULES = path.resolve(__dirname, '../../../server/modules');

/** The server's source files that write the audit log or name its actions. */
function auditingSources(): string[] {
  const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => readFileSync(path.join(MODULES, file), 'utf8'));
  return files.filter((text) => /recordAudit\(|_ACTIONS = \{/.test(text));
}

describe('the audit log reads in plain French (issue 30)', () => {
  it('names every action the server records and every kind of target', () => {
    const sources = auditingSources().join('\n');
    const prefixes = Object.keys(AUDIT_TARGET_LABELS).concat(['billing', 'payments', 'shop']);
    const actions = new Set(
      [...sources.matchAll(/'([a-z_]+)\.([a-z_]+)'/g)]
        .filter((match) => prefixes.includes(match[1] as string))
        .map((match) => `${match[1]}.${match[2]}`),
    );
    expect(actions.size).toBeGreaterThan(25);
    expect([...actions].filter((action) => !(action in AUDIT_ACTION_LABELS))).toEqual([]);
    const targets = new Set([...sources.matchAll(/type: '([a-z_]+)'/g)].map((match) => match[1] as string));
    expect([...targets].filter((type) => !(type in AUDIT_TARGET_LABELS))).toEqual([]);
  });
});
