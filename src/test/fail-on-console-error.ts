import { afterEach } from 'vitest';

// A console.error during a test is a bug the test did not notice (STYLE.md).
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length) throw new Error(`console.error appelé pendant le test : ${String(seen[0]?.[0])}`);
});
