import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeSocket } from '../lib/realtime/fake-socket.test-support';
import { setSocketFactory } from '../lib/realtime/socket-client';
import { clearCookies } from './fetch-stub';

// Screens load lazily (each dashboard section is a chunk): on a busy machine the first render of a
// file may need more than findBy's default second. A missing element still fails the test.
configure({ asyncUtilTimeout: 5000 });

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
