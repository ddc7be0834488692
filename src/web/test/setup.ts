import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearCookies } from './fetch-stub';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
