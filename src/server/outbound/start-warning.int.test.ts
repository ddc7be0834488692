import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { outboundWarning } from './guard';

describe('OUTBOUND_ALLOW_PRIVATE at start', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { OUTBOUND_ALLOW_PRIVATE: 'true' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => t?.close());

  it('makes the server warn, in its log, that user URLs may reach private addresses', () => {
    const warning = outboundWarning(t.deps.config);
    expect(warning).toContain('protection SSRF levée');
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ level: 40, msg: warning }),
    );
  });

  it('says nothing while the guard is on', () => {
    expect(outboundWarning({ OUTBOUND_ALLOW_PRIVATE: false })).toBeUndefined();
  });
});
