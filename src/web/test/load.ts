/**
 * How long a web test waits for one element. Each dashboard section loads lazily: a cold first
 * screen may take longer than findBy's default second, and much longer while the integration
 * suites share the machine's two cores (CI). A missing element still fails the test.
 */
export const LOAD = { timeout: 15_000 };
