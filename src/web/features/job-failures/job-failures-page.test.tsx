import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TJobFailure } from '../../../shared/schemas/job-failures';
import { seriousViolations } from '../../test/axe';
import { createUser, seedSession } from '../../test/factories';
import { stubFetch, type THandler } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const ID = '5b7a3c1e-2d4f-4a6b-8c9d-0e1f2a3b4c5d';

function failure(overrides: Partial<TJobFailure> = {}): TJobFailure {
  return {
    id: ID,
    queue: 'stripe.refund',
    label: 'Remboursement Stripe',
    jobId: '0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f',
    data: { paymentId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b' },
    lastError: 'An error occurred with our connection to Stripe.',
    attempts: 10,
    // 23:30 UTC on 28 March is already the 29th in Paris (summer time).
    failedAt: '2026-03-28T23:30:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    retriedJobId: null,
    ...overrides,
  };
}

const list = (failures: TJobFailure[], openCount = failures.filter((f) => !f.resolvedAt).length) => ({
  body: { success: true, failures, total: failures.length, openCount, page: 1, pageSize: 25 },
});

function setup(handlers: Record<string, THandler>) {
  seedSession(admin);
  return stubFetch({ 'GET /api/auth/verify-token': { body: { success: true, user: admin } }, ...handlers });
}

describe('« Envois en échec » page', () => {
  it('lists the open failures by default: what, its ids, the last error, the attempts, since when (Paris time)', async () => {
    const api = setup({ 'GET /api/admin/job-failures': list([failure()]) });
    renderApp('/admin/job-failures');
    const table = await screen.findByRole('table', { name: 'Envois en échec' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Envoi', 'Données', 'Dernière erreur', 'Essais', 'En échec depuis', 'Statut', 'Actions']);
    const row = within(table)
      .getByRole('rowheader', { name: 'Remboursement Stripe' })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('paymentId : 9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b')).toBeInTheDocument();
    expect(within(row).getByText('An error occurred with our connection to Stripe.')).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(within(row).getByText(/29 mars 2026/)).toBeInTheDocument();
    expect(within(row).getByText('À traiter')).toBeInTheDocument();
    expect(screen.getByText('1 envoi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'À traiter' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      new URL(api.callsTo('GET /api/admin/job-failures')[0]?.url ?? '', 'http://x').searchParams.get(
        'status',
      ),
    ).toBe('open');
    expect(document.title).toBe('Envois en échec — Administration — Créneau');
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the handled ones on « Traités »: retried or marked, by whom and when', async () => {
    const handled = [
      failure({
        resolvedAt: '2026-03-30T08:00:00.000Z',
        resolvedBy: { id: admin.id, email: 'admin@creneau.fr' },
        retriedJobId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      }),
    ];
    const api = setup({
      'GET /api/admin/job-failures': (call) =>
        new URL(call.url, 'http://x').searchParams.get('status') === 'resolved' ? list(handled, 0) : list([]),
    });
    const ui = userEvent.setup();
    renderApp('/admin/job-failures');
    expect(await screen.findByRole('heading', { name: 'Aucun envoi en échec' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Traités' }));
    const table = await screen.findByRole('table', { name: 'Envois en échec' });
    expect(within(table).getByText('Relancé')).toBeInTheDocument();
    expect(within(table).getByText(/Relancé le 30 mars 2026.* par admin@creneau\.fr/)).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Relancer/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/job-failures').at(-1)?.url).toContain('status=resolved');
  });

  it('says there is nothing to do when no send failed', async () => {
    setup({ 'GET /api/admin/job-failures': list([]) });
    renderApp('/admin/job-failures');
    expect(await screen.findByRole('heading', { name: 'Aucun envoi en échec' })).toBeInTheDocument();
    expect(
      screen.getByText('Tous les envois sont partis : rien n’attend votre intervention.'),
    ).toBeInTheDocument();
  });

  it('shows the loading state while the list comes', async () => {
    setup({ 'GET /api/admin/job-failures': 'hang' });
    renderApp('/admin/job-failures');
    expect(await screen.findByText('Chargement des envois en échec…')).toBeInTheDocument();
  });

  it('retries after a confirmation, then says so and reloads the list', async () => {
    let retried = false;
    const api = setup({
      // The open ones only: once retried, it is no longer one.
      'GET /api/admin/job-failures': () => (retried ? list([]) : list([failure()])),
      [`POST /api/admin/job-failures/${ID}/retry`]: () => {
        retried = true;
        return {
          body: {
            success: true,
            failure: failure({ resolvedAt: '2026-03-30T08:00:00.000Z', retriedJobId: ID }),
          },
        };
      },
    });
    const ui = userEvent.setup();
    renderApp('/admin/job-failures');
    const table = await screen.findByRole('table', { name: 'Envois en échec' });
    await ui.click(within(table).getByRole('button', { name: /^Relancer « Remboursement Stripe »/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Relancer cet envoi ?' });
    expect(dialog).toHaveTextContent('un remboursement déjà fait chez Stripe n’est pas refait');
    expect(api.callsTo(`POST /api/admin/job-failures/${ID}/retry`)).toHaveLength(0);
    await ui.click(within(dialog).getByRole('button', { name: 'Relancer' }));
    expect(await screen.findByText('Envoi relancé')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/job-failures/${ID}/retry`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Aucun envoi en échec' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the French refusal when the failure was already handled', async () => {
    setup({
      'GET /api/admin/job-failures': list([failure()]),
      [`POST /api/admin/job-failures/${ID}/resolve`]: {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'Cet envoi a déjà été relancé ou marqué comme traité.',
        },
      },
    });
    const ui = userEvent.setup();
    renderApp('/admin/job-failures');
    const table = await screen.findByRole('table', { name: 'Envois en échec' });
    await ui.click(within(table).getByRole('button', { name: /^Marquer comme traité/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Marquer cet envoi comme traité ?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Marquer comme traité' }));
    expect(
      await within(dialog).findByText('Cet envoi a déjà été relancé ou marqué comme traité.'),
    ).toBeInTheDocument();
  });

  it('is cancelled from the keyboard: Escape closes the confirmation and nothing is sent', async () => {
    const api = setup({ 'GET /api/admin/job-failures': list([failure()]) });
    const ui = userEvent.setup();
    renderApp('/admin/job-failures');
    const table = await screen.findByRole('table', { name: 'Envois en échec' });
    within(table)
      .getByRole('button', { name: /^Relancer/ })
      .focus();
    await ui.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Relancer cet envoi ?' });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('the administration home’s line', () => {
  const users = { body: { success: true, users: [], total: 0, page: 1, pageSize: 25 } };

  it('says how many sends failed and links to the page', async () => {
    const api = setup({ 'GET /api/admin/users': users, 'GET /api/admin/job-failures': list([failure()], 3) });
    renderApp('/admin');
    const link = await screen.findByRole('link', { name: '3 envois en échec' });
    expect(link).toHaveAttribute('href', '/admin/job-failures');
    const asked = new URL(api.callsTo('GET /api/admin/job-failures')[0]?.url ?? '', 'http://x').searchParams;
    expect(asked.get('status')).toBe('open');
  });

  it('is absent when none failed', async () => {
    const api = setup({ 'GET /api/admin/users': users, 'GET /api/admin/job-failures': list([], 0) });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Utilisateurs' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/admin/job-failures')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /^\d+ envois? en échec$/ })).not.toBeInTheDocument();
  });
});
