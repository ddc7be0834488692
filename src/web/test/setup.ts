import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeSocket } from '../lib/realtime/fake-socket.test-support';
import { setSocketFactory } from '../lib/realtime/socket-client';
import { clearCookies } from './fetch-stub';
import { LOAD } from './load';

// findBy and waitFor wait as long as LOAD says, whether or not a test passes it.
configure({ asyncUtilTimeout: LOAD.timeout });

// The files of a worker share one jsdom (ADR 0051): each starts with the empty document a new one
// has. Pages set their title and banners set styles on <html>; Testing Library's cleanup only
// unmounts what it rendered.
document.head.replaceChildren();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body]) {
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
}

// jsdom lays nothing out and does not implement scrolling: the router's scroll restoration calls it.
window.scrollTo = () => {};

// No test opens a real socket.io connection: the server is outside jsdom.
beforeEach(() => {
  setSocketFactory(() => new FakeSocket());
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A screen loaded lazily during the test (a redirect to /, a prefetch) finishes loading here,
  // not after the worker's shared jsdom is torn down (EnvironmentTeardownError, seen on CI).
  await vi.dynamicImportSettled();
});
