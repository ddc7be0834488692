import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TConnectAccount } from '../../../shared/schemas/booking-payments';
import type { THandler } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { aService, SERVICE_ID, signedIn } from './test/services-api';

const PATCH = `PATCH /api/services/${SERVICE_ID}`;
const ACTIVE: TConnectAccount = { id: 'acct_1', chargesEnabled: true, detailsSubmitted: true };

/** The services page with one service, its PATCH echoing what was sent, and the Stripe account's status. */
function withService(
  service = aService(),
  connect: { available: boolean; account: TConnectAccount | null } = { available: true, account: ACTIVE },
  handlers: Record<string, THandler> = {},
) {
  return signedIn({
    'GET /api/services': { body: { success: true, services: [service] } },
    'GET /api/payments/connect': { body: { success: true, ...connect } },
    [PATCH]: ({ body }) => ({ body: { success: true, service: { ...service, ...(body as object) } } }),
    ...handlers,
  });
}

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/dashboard/services');
  await user.click(await screen.findByRole('button', { name: 'Modifier « Coupe femme »' }));
  return screen.findByRole('dialog', { name: 'Modifier la prestation' });
}

const group = (dialog: HTMLElement) =>
  within(dialog).getByRole('group', { name: 'Paiement à la réservation' });
const sent = (api: ReturnType<typeof signedIn>) => api.callsTo(PATCH)[0]?.body as Record<string, unknown>;

describe('Service editor: « Paiement à la réservation »', () => {
  it('asks for a deposit in euros typed the French way, within the price', async () => {
    const api = withService();
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    const payment = group(dialog);
    expect(within(payment).getByRole('radio', { name: 'Aucun' })).toBeChecked();
    expect(within(payment).getByRole('radio', { name: 'Acompte' })).toHaveAccessibleDescription(
      'Une partie du prix, payée en réservant ; remboursée si le client annule à temps.',
    );
    expect(within(payment).queryByLabelText("Montant de l'acompte (€)")).not.toBeInTheDocument();

    await user.click(within(payment).getByRole('radio', { name: 'Acompte' }));
    const amount = within(payment).getByLabelText("Montant de l'acompte (€)");
    // Empty: said under the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(payment).findByText("Indiquez le montant de l'acompte")).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    // More than the price (35,50 €).
    await user.type(amount, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(payment).findByText("L'acompte ne peut pas dépasser le prix de la prestation."),
    ).toBeInTheDocument();
    expect(api.callsTo(PATCH)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '20,5');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(api).payment).toEqual({ mode: 'deposit', amountCents: 2050 });
  });

  it('switches to a guarantee: the deposit goes, the no-show fee is asked', async () => {
    const api = withService(aService({ payment: { mode: 'deposit', amountCents: 2000 } }));
    const user = userEvent.setup();
    renderApp('/dashboard/services');
    // The card says what the service asks for.
    expect(await screen.findByText('Acompte 20,00 €')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier « Coupe femme »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la prestation' });
    const payment = group(dialog);
    expect(within(payment).getByRole('radio', { name: 'Acompte' })).toBeChecked();
    expect(within(payment).getByLabelText("Montant de l'acompte (€)")).toHaveValue('20,00');
    await user.click(within(payment).getByRole('radio', { name: 'Carte en garantie' }));
    expect(within(payment).queryByLabelText("Montant de l'acompte (€)")).not.toBeInTheDocument();
    await user.type(within(payment).getByLabelText("Frais d'absence (€)"), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo(PATCH)).toHaveLength(1));
    expect(sent(api).payment).toEqual({ mode: 'guarantee', noShowFeeCents: 3000 });
  });

  it('refuses a full payment of a free service, and shows the server’s field error under the amount', async () => {
    const api = withService(aService({ priceCents: 0 }), undefined, {
      [PATCH]: {
        status: 400,
        body: {
          success: false,
          message:
            'Activez d’abord les paiements en ligne (« Paiements en ligne ») : votre compte Stripe doit pouvoir encaisser.',
          field: 'payment.amountCents',
        },
      },
    });
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    const payment = group(dialog);
    await user.click(within(payment).getByRole('radio', { name: 'Paiement complet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(payment).findByText(
        'Le paiement complet demande un prix supérieur à 0 € pour la prestation.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(PATCH)).toHaveLength(0);

    await user.click(within(payment).getByRole('radio', { name: 'Acompte' }));
    await user.type(within(payment).getByLabelText("Montant de l'acompte (€)"), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(payment).findByText(/votre compte Stripe doit pouvoir encaisser/),
    ).toBeInTheDocument();
    expect(within(payment).getByLabelText("Montant de l'acompte (€)")).toHaveFocus();
  });

  it('offers only « Aucun » while the account is not active, with the way to activate it', async () => {
    const api = withService(aService({ payment: { mode: 'deposit', amountCents: 2000 } }), {
      available: true,
      account: { id: 'acct_1', chargesEnabled: false, detailsSubmitted: false },
    });
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    const payment = group(dialog);
    await waitFor(() => expect(within(payment).getByRole('radio', { name: 'Acompte' })).toBeDisabled());
    expect(within(payment).getByRole('radio', { name: 'Paiement complet' })).toBeDisabled();
    expect(within(payment).getByRole('radio', { name: 'Carte en garantie' })).toBeDisabled();
    expect(within(payment).getByRole('radio', { name: 'Aucun' })).toBeEnabled();
    expect(within(payment).getByRole('link', { name: 'Activer les paiements en ligne' })).toHaveAttribute(
      'href',
      '/dashboard/online-payments',
    );
    // Renaming the service does not send the rule it already has (the server would refuse it now).
    await user.type(within(dialog).getByLabelText('Nom de la prestation'), ' courte');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo(PATCH)).toHaveLength(1));
    expect(sent(api)).not.toHaveProperty('payment');
    expect(sent(api).name).toBe('Coupe femme courte');
  });

  it('says the instance offers no online payments, with no link', async () => {
    withService(aService(), { available: false, account: null });
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    const payment = group(dialog);
    expect(
      await within(payment).findByText(/Le paiement en ligne n'est pas disponible sur Créneau/),
    ).toBeInTheDocument();
    expect(within(payment).queryByRole('link')).not.toBeInTheDocument();
    expect(within(payment).getByRole('radio', { name: 'Acompte' })).toBeDisabled();
  });
});
