import { describe, expect, it } from 'vitest';
import { ensureWebStorage } from './storage-fallback';

describe('web storage refused (a third-party frame, ADR 0040)', () => {
  it('replaces a storage that throws with one in memory, and leaves a working one alone', () => {
    const refused = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      sessionStorage: window.sessionStorage,
    } as unknown as Window;
    ensureWebStorage(refused);
    refused.localStorage.setItem('token', 'abc');
    expect(refused.localStorage.getItem('token')).toBe('abc');
    expect(refused.localStorage.length).toBe(1);
    refused.localStorage.removeItem('token');
    expect(refused.localStorage.getItem('token')).toBeNull();
    expect(refused.sessionStorage).toBe(window.sessionStorage);
  });
});
