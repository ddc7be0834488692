import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_WAIT_MS, usePaymentReturn } from './use-payment-return';

function at(url: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
}

describe('usePaymentReturn: how the client came back from Stripe (issue 34)', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the confirmation after a payment, for two minutes at most', () => {
    vi.useFakeTimers();
    const { result } = renderHook(usePaymentReturn, { wrapper: at('/booking/p/t?paiement=ok') });
    expect(result.current).toEqual({ returned: 'ok', waiting: true });
    act(() => vi.advanceTimersByTime(PAYMENT_WAIT_MS - 1));
    expect(result.current.waiting).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ returned: 'ok', waiting: false });
  });

  it('a cancelled payment, an unknown value or none: nothing to wait for', () => {
    for (const [url, returned] of [
      ['/b?paiement=annule', 'annule'],
      ['/b?paiement=peut-etre', null],
      ['/b', null],
    ] as const) {
      const { result } = renderHook(usePaymentReturn, { wrapper: at(url) });
      expect(result.current).toEqual({ returned, waiting: false });
    }
  });
});
