import { afterEach } from 'vitest';

// A console.error during a test is a bug the test did not notice (STYLE.md).
// Without isolation (the integration projects), this file runs again before each test file in the
// same worker: console.error is wrapped once, and each file checks what was logged during its tests.
const state = globalThis as typeof globalThis & { __consoleErrors?: unknown[][] };
if (!state.__consoleErrors) {
  const seen: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    seen.push(args);
    original(...args);
  };
  state.__consoleErrors = seen;
}
const errors = state.__consoleErrors;
afterEach(() => {
  const first = errors[0];
  errors.length = 0;
  if (first) throw new Error(`console.error appelé pendant le test : ${String(first[0])}`);
});
