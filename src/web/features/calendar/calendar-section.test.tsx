import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createToken, createUser, seedSession } from '../../test/factories';
import { stubFetch, type THandler } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const PROVIDER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const linkFor = (secret: string) => ({
  success: true,
  httpsUrl: `https://rdv.exemple.fr/api/ical/${PROVIDER}/${secret}.ics`,
  webcalUrl: `webcal://rdv.exemple.fr/api/ical/${PROVIDER}/${secret}.ics`,
});
const OLD = 'a'.repeat(43);
const NEW = 'b'.repeat(43);

function signedIn(handlers: Record<string, THandler>) {
  const user = createUser();
  seedSession(user, { rememberMe: false });
  return stubFetch({ 'GET /api/auth/verify-token': { body: { success: true, user } }, ...handlers });
}

describe('Export iCal section', () => {
  it('shows both subscription addresses, the webcal link and the instructions', async () => {
    signedIn({ 'GET /api/ical/link': { body: linkFor(OLD) } });
    renderApp('/dashboard/calendar-sync');
    expect(await screen.findByRole('heading', { level: 1, name: 'Export iCal' })).toBeInTheDocument();
    expect(await screen.findByText(linkFor(OLD).httpsUrl)).toBeInTheDocument();
    expect(screen.getByText(linkFor(OLD).webcalUrl)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier l’adresse https' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier l’adresse webcal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir dans mon agenda' })).toHaveAttribute(
      'href',
      linkFor(OLD).webcalUrl,
    );
    expect(screen.getByText(/sens unique : de Créneau vers votre agenda/)).toBeInTheDocument();
    for (const app of ['Google Agenda', 'Apple Calendrier', 'Outlook']) {
      expect(screen.getByRole('heading', { name: app })).toBeInTheDocument();
    }
    expect(screen.getByText(/« À partir de l’URL »/)).toBeInTheDocument();
    expect(screen.getByText(/Fichier → Nouvel abonnement/)).toBeInTheDocument();
    expect(screen.getByText(/« S’abonner à partir du web »/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export iCal' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks before regenerating, then shows the new address in place of the old one', async () => {
    const api = signedIn({
      'GET /api/ical/link': { body: linkFor(OLD) },
      'POST /api/ical/link/rotate': { body: linkFor(NEW) },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/calendar-sync');
    await screen.findByText(linkFor(OLD).httpsUrl);

    await user.click(screen.getByRole('button', { name: 'Régénérer l’adresse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Régénérer l’adresse d’abonnement ?' });
    expect(within(dialog).getByText(/cessera de fonctionner immédiatement/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/ical/link/rotate')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Régénérer l’adresse' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Régénérer l’adresse' }));
    expect(await screen.findByText(linkFor(NEW).httpsUrl)).toBeInTheDocument();
    expect(screen.getByText(linkFor(NEW).webcalUrl)).toBeInTheDocument();
    expect(screen.queryByText(linkFor(OLD).httpsUrl)).not.toBeInTheDocument();
    expect(screen.getByText(/Nouvelle adresse créée/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/ical/link/rotate')).toHaveLength(1);
  });

  it('says so when the address cannot be loaded, and retries', async () => {
    let attempts = 0;
    signedIn({
      'GET /api/ical/link': () =>
        ++attempts === 1
          ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'Erreur interne' } }
          : { body: linkFor(OLD) },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/calendar-sync');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger votre adresse d’abonnement.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(linkFor(OLD).httpsUrl)).toBeInTheDocument();
  });

  it('keeps the address to its holder while an administrator uses the account: not even asked for', async () => {
    const user = createUser();
    seedSession(user, { rememberMe: false, token: createToken(user, { imp: 'admin-1' }) });
    const api = stubFetch({
      'GET /api/auth/verify-token': { body: { success: true, user } },
      'GET /api/ical/link': { body: linkFor(OLD) },
    });
    renderApp('/dashboard/calendar-sync');
    expect(await screen.findByText(/réservé au titulaire du compte/)).toHaveTextContent(
      'Vous consultez ce compte en tant qu’administrateur : l’adresse d’abonnement',
    );
    expect(screen.queryByText(linkFor(OLD).httpsUrl)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Régénérer l’adresse' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/ical/link')).toHaveLength(0);
  });
});
