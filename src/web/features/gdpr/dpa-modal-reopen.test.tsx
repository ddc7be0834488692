import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DPA_REOPEN_DELAY_MS } from './hooks/use-dpa-modal-open';
import { DIALOG, findDialog, openPage, signedDpa } from './test/dpa-page';

describe('closing the DPA modal (SPEC §4, §9 "re-open delay 30 s")', () => {
  it('re-opens by itself after 30 s while unsigned; the page button re-opens it at once', async () => {
    expect(DPA_REOPEN_DELAY_MS).toBe(30_000);
    openPage({});
    const dialog = await findDialog();
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reprendre la signature' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(DPA_REOPEN_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: DIALOG })).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre la signature' }));
    expect(screen.getByRole('dialog', { name: DIALOG })).toBeInTheDocument();
  });

  it('stays closed once the DPA is signed', async () => {
    openPage({ 'GET /api/dpa/content': { body: { success: true, dpa: signedDpa() } } });
    const dialog = await findDialog();
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    act(() => vi.advanceTimersByTime(DPA_REOPEN_DELAY_MS * 3));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accéder à mon tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
