import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeSocket } from '../lib/realtime/fake-socket.test-support';
import { setSocketFactory } from '../lib/realtime/socket-client';
import { clearCookies } from './fetch-stub';

// Screens load lazily (React.lazy), and the test runner compiles each area the first time a test
// opens it: on a busy machine that alone can exceed testing-library's default 1 s wait.
configure({ asyncUtilTimeout: 3000 });

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
