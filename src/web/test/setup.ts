import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeSocket } from '../lib/realtime/fake-socket.test-support';
import { setSocketFactory } from '../lib/realtime/socket-client';
import { clearCookies } from './fetch-stub';
import { LOAD } from './load';

// findBy and waitFor wait as long as LOAD says, whether or not a test passes it.
configure({ asyncUtilTimeout: LOAD.timeout });

// jsdom lays nothing out and does not implement scrolling: the router's scroll restoration calls it.
window.scrollTo = () => {};

// No test opens a real socket.io connection: the server is outside jsdom.
beforeEach(() => {
  setSocketFactory(() => new FakeSocket());
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
