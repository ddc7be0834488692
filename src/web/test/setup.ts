import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeSocket } from '../lib/realtime/fake-socket.test-support';
import { setSocketFactory } from '../lib/realtime/socket-client';
import { clearCookies } from './fetch-stub';

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
