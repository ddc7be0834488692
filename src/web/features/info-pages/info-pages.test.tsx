import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TPublicConfig } from '../../../shared/schemas/config';
import { PUBLIC_CONFIG, stubFetch, type THandler } from '../../test/fetch-stub';
import { AboutPage } from './about-page';
import { CguPage } from './cgu-page';
import { LegalPage } from './legal-page';
import { PrivacyPage } from './privacy-page';
import { RgpdPage } from './rgpd-page';

const SUBPROCESSORS_KEY = 'GET /api/legal/subprocessors';
const SUBPROCESSORS = [
  { nom: 'Scaleway SAS', role: 'Hébergement de l’application et de la base de données', pays: 'France' },
  { nom: 'Brevo', role: 'Envoi des e-mails transactionnels', pays: 'France' },
];
const LISTED: THandler = { body: { success: true, subprocessors: SUBPROCESSORS, lastChange: null } };

function renderPage(
  Page: ComponentType,
  subprocessors: THandler = LISTED,
  config: Partial<TPublicConfig> = {},
) {
  const fetchStub = stubFetch({
    [SUBPROCESSORS_KEY]: subprocessors,
    'GET /api/config/public': { body: { success: true, config: { ...PUBLIC_CONFIG, ...config } } },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, fetchStub };
}

/** The sub-processors table, once the endpoint answered. */
async function findSubprocessorRows() {
  const table = await screen.findByRole('table', { name: 'Sous-traitants ultérieurs' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

const LEGAL_PAGES: [string, ComponentType, string, string][] = [
  ['cgu', CguPage, 'Conditions d’utilisation', 'Conditions d’utilisation — Créneau'],
  ['privacy', PrivacyPage, 'Politique de confidentialité', 'Politique de confidentialité — Créneau'],
  ['rgpd', RgpdPage, 'RGPD : vos obligations simplifiées', 'RGPD — Créneau'],
  ['legal', LegalPage, 'Mentions légales', 'Mentions légales — Créneau'],
];

describe.each(LEGAL_PAGES)('/%s', (_path, Page, heading, title) => {
  it('has one h1, its date, its tab title and a table of contents that reaches every section', () => {
    const { container } = renderPage(Page);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(heading);
    expect(document.title).toBe(title);
    expect(screen.getByText('23 novembre 2026')).toHaveAttribute('datetime', '2026-11-23');

    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.length).toBeGreaterThanOrEqual(4);
    for (const entry of entries) {
      const target = entry.getAttribute('href')?.slice(1) ?? '';
      expect(container.querySelector(`section[id="${target}"]`)).not.toBeNull();
    }
  });
});

describe('/privacy, passkeys and blog comments (ADR 0041, 0042)', () => {
  it('says what is kept of a passkey and of a comment, and for how long', () => {
    const { container } = renderPage(PrivacyPage);
    const text = container.textContent ?? '';
    expect(text).toContain('sa clé publique (la clé privée ne quitte jamais votre appareil)');
    expect(text).toContain('Clés d’accès : tant que vous les gardez');
    expect(text).toContain('le nom et l’adresse e-mail donnés (l’adresse n’est jamais publiée)');
    expect(text).toContain('Commentaires du blog : conservés avec l’article');
  });
});

describe('/privacy, the waitlist (issue 33)', () => {
  it('says what the waitlist keeps and until when', () => {
    renderPage(PrivacyPage);
    const text = document.body.textContent ?? '';
    expect(text).toContain('(liste d’attente) : nom, adresse e-mail, téléphone, prestation, jours souhaités');
    const retention = screen.getByRole('region', { name: '4. Durées de conservation' });
    expect(retention).toHaveTextContent(
      'Liste d’attente : jusqu’au dernier jour souhaité, puis effacée par la purge quotidienne',
    );
    expect(retention).toHaveTextContent('le professionnel peut retirer une inscription');
  });
});

describe('/privacy and /rgpd, booking payments on the provider’s Stripe account (issue 34)', () => {
  it('names Stripe as the provider’s payment provider, no card data at Créneau, no commission', () => {
    const { container } = renderPage(PrivacyPage);
    const text = container.textContent ?? '';
    expect(text).toContain(
      'traités par Stripe Payments Europe, Ltd. (Irlande), sur le compte Stripe de ce professionnel',
    );
    expect(text).toContain('Créneau ne prélève aucune commission sur ces paiements');
    expect(text).toContain('Créneau ne les reçoit ni ne les conserve');
    expect(text).toContain(
      'montant, état du paiement, dates du paiement, du remboursement et des frais d’absence',
    );
  });

  it('tells the provider that the payments run on their own Stripe account', () => {
    const { container } = renderPage(RgpdPage);
    expect(container.textContent).toContain(
      'sont traités sur votre propre compte Stripe, auprès de Stripe Payments Europe, Ltd. (Irlande)',
    );
  });
});

describe('/privacy, notifications', () => {
  it('names the data of notifications, browser push and the support chat, with their retention', () => {
    const { container } = renderPage(PrivacyPage);
    const text = container.textContent ?? '';
    expect(text).toContain('vos choix de réception pour chaque type');
    expect(text).toContain('effacées par la purge quotidienne 90 jours après leur lecture');
    expect(text).toContain('passe par le service de notification de l’éditeur de ce navigateur');
    expect(text).toContain('vos échanges avec l’équipe dans la fenêtre « Besoin d’aide ? »');
  });
});

describe('/cgu', () => {
  it('presents how the paid packs are paid and invoiced', () => {
    renderPage(CguPage);
    const pricing = screen.getByRole('region', { name: /Formules et tarifs/ });
    expect(pricing).toHaveTextContent('20 rendez-vous par mois et toutes les fonctionnalités');
    expect(pricing).toHaveTextContent('Chaque paiement donne lieu à une facture envoyée par e-mail');
    expect(pricing).toHaveTextContent('sont reportés sur le mois suivant, dans la limite de 30 %');
    expect(pricing).toHaveTextContent('restent valables 12 mois');
    expect(pricing).toHaveTextContent(
      'la page de réservation cesse alors de prendre des réservations en ligne',
    );
  });
});

describe('/cgu and /privacy name the configured seller (issue 30)', () => {
  const seller = {
    ...PUBLIC_CONFIG.seller,
    name: 'Atelier Rendez-vous SARL',
    address: '4 quai des Chartrons, 33000 Bordeaux',
  };

  it('in the CGU, never a hard-coded company', async () => {
    renderPage(CguPage, LISTED, { seller });
    const object = screen.getByRole('region', { name: /Objet/ });
    await waitFor(() => expect(object).toHaveTextContent('édité par Atelier Rendez-vous SARL'));
    expect(screen.getByRole('region', { name: /Propriété intellectuelle/ })).toHaveTextContent(
      'restent la propriété de Atelier Rendez-vous SARL',
    );
    expect(document.body).not.toHaveTextContent('Créneau SAS');
  });

  it('in the privacy policy, with its registered office', async () => {
    renderPage(PrivacyPage, LISTED, { seller });
    const who = screen.getByRole('region', { name: /Qui est responsable/ });
    await waitFor(() =>
      expect(who).toHaveTextContent(
        'Atelier Rendez-vous SARL (siège social : 4 quai des Chartrons, 33000 Bordeaux), éditeur de Créneau, est responsable',
      ),
    );
    expect(document.body).not.toHaveTextContent('Créneau SAS');
  });
});

describe('/privacy', () => {
  it('lists the sub-processors the server is configured with, after a loading state', async () => {
    const { fetchStub } = renderPage(PrivacyPage);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de la liste des sous-traitants…');
    expect(await findSubprocessorRows()).toEqual([
      ['Scaleway SAS', 'Hébergement de l’application et de la base de données', 'France'],
      ['Brevo', 'Envoi des e-mails transactionnels', 'France'],
    ]);
    expect(fetchStub.callsTo(SUBPROCESSORS_KEY)).toHaveLength(1);
  });

  it('falls back to the DPA and the contact form when the list cannot be loaded, and retries', async () => {
    let failing = true;
    renderPage(PrivacyPage, () =>
      failing ? { status: 500, body: { success: false, message: 'Erreur serveur' } } : LISTED,
    );
    const fallback = await screen.findByText(/La liste des sous-traitants n’a pas pu être chargée/);
    expect(fallback).toHaveTextContent('Elle figure dans chaque accord de sous-traitance (DPA)');
    expect(within(fallback).getByRole('link', { name: 'formulaire de contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect((await findSubprocessorRows())[0]?.[0]).toBe('Scaleway SAS');
  });

  it('states the retention rules the server applies', () => {
    renderPage(PrivacyPage);
    const retention = screen.getByRole('region', { name: '4. Durées de conservation' });
    expect(retention).toHaveTextContent(
      'par défaut 30 jours après le rendez-vous et au plus 3 ans, durée de référence de la CNIL',
    );
    expect(retention).toHaveTextContent('chaque nuit à 03:17 (heure de Paris)');
    expect(retention).toHaveTextContent('« Client anonymisé »');
    expect(retention).toHaveTextContent('effacées par la purge quotidienne 7 jours après leur fin');
    expect(retention).toHaveTextContent('délai de prescription de 5 ans');
    expect(within(retention).getByRole('link', { name: 'documents RGPD' })).toHaveAttribute(
      'href',
      '/rgpd/documents',
    );
  });

  it('names the data, the legal bases, the only cookie and the way to complain', () => {
    renderPage(PrivacyPage);
    const data = screen.getByRole('region', { name: '2. Les données que nous traitons' });
    expect(data).toHaveTextContent('empreinte argon2id');
    expect(data).toHaveTextContent('adresse IP vue par notre serveur');
    expect(data).toHaveTextContent('empreinte SHA-256 du texte signé');
    expect(data).toHaveTextContent('Le pays n’est pas enregistré.');
    const bases = screen.getByRole('region', { name: '3. Finalités et bases légales' });
    for (const basis of [
      'Exécution du contrat',
      'Obligation légale (article 28 du RGPD)',
      'Intérêt légitime',
    ]) {
      expect(within(bases).getAllByText((text) => text.startsWith(basis)).length).toBeGreaterThan(0);
    }
    expect(bases).toHaveTextContent('Traitement pour le compte du professionnel (article 28 du RGPD)');
    expect(screen.getByText('XSRF-TOKEN')).toBeInTheDocument();
    expect(screen.getByText('creneau_device')).toBeInTheDocument();
    expect(screen.getByText(/3 Place de Fontenoy, TSA 80715/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute('href', 'https://www.cnil.fr');
  });

  it('tells how each right is exercised, in the app or by the contact form, within a month', () => {
    renderPage(PrivacyPage);
    const rights = screen.getByRole('region', { name: '8. Vos droits' });
    expect(rights).toHaveTextContent('archive JSON et CSV');
    expect(rights).toHaveTextContent('depuis la page Clients de votre tableau de bord');
    expect(rights).toHaveTextContent('dans un délai d’un mois');
    expect(within(rights).getByRole('link', { name: 'documents RGPD' })).toHaveAttribute(
      'href',
      '/rgpd/documents',
    );
    expect(within(rights).getByRole('link', { name: 'formulaire de contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('/rgpd', () => {
  it('lists the sub-processors of the DPA from the server and the tools of the account', async () => {
    renderPage(RgpdPage);
    expect((await findSubprocessorRows()).map(([nom]) => nom)).toEqual(['Scaleway SAS', 'Brevo']);
    const tools = screen.getByRole('region', { name: '3. Les outils inclus dans votre espace' });
    expect(tools).toHaveTextContent('30 jours après le rendez-vous par défaut, 3 ans au maximum');
    expect(tools).toHaveTextContent('annule vos rendez-vous à venir en prévenant vos clients par e-mail');
  });

  it('says how a change of the sub-processors is announced, how to object, and when the last one applies', async () => {
    const changed: THandler = {
      body: {
        success: true,
        subprocessors: SUBPROCESSORS,
        lastChange: { announcedAt: '2026-11-02T09:00:00.000Z', effectiveFrom: '2026-12-02T09:00:00.000Z' },
      },
    };
    renderPage(RgpdPage, changed, { supportEmail: 'aide@exemple.fr' });
    const section = screen.getByRole('region', { name: '5. Sous-traitants ultérieurs' });
    expect(section).toHaveTextContent(
      'vous est annoncé par e-mail et par une notification dans votre espace, quels que soient vos réglages de notification',
    );
    expect(section).toHaveTextContent('30 jours après l’annonce');
    expect(section).toHaveTextContent('par la fenêtre « Besoin d’aide ? » de votre tableau de bord');
    expect(await within(section).findByRole('link', { name: 'aide@exemple.fr' })).toHaveAttribute(
      'href',
      'mailto:aide@exemple.fr',
    );
    expect(within(section).getByRole('link', { name: 'documents RGPD' })).toHaveAttribute(
      'href',
      '/rgpd/documents',
    );
    const last = await within(section).findByText(/^Dernier changement de la liste/);
    expect(last).toHaveTextContent(
      'Dernier changement de la liste : annoncé le 2 novembre 2026, il s’applique à partir du 2 décembre 2026.',
    );
    expect(within(last).getByText('2 décembre 2026')).toHaveAttribute('datetime', '2026-12-02');
  });

  it('says nothing of a last change while the list never changed', async () => {
    renderPage(RgpdPage);
    await findSubprocessorRows();
    expect(screen.queryByText(/Dernier changement de la liste/)).not.toBeInTheDocument();
  });
});

describe('/legal', () => {
  it('credits the IP-location database and the PDF font, and invents no registration figure', async () => {
    renderPage(LegalPage);
    const credit = screen.getByText(/Géolocalisation IP : base de données DB-IP/);
    expect(credit).toHaveTextContent(
      'Géolocalisation IP : base de données DB-IP (https://db-ip.com), licence Creative Commons Attribution 4.0',
    );
    expect(within(credit).getByRole('link', { name: 'https://db-ip.com' })).toHaveAttribute(
      'href',
      'https://db-ip.com',
    );
    expect(within(credit).getByRole('link', { name: 'IP Geolocation by DB-IP' })).toHaveAttribute(
      'href',
      'https://db-ip.com',
    );
    const font = screen.getByText(/Police des documents PDF/);
    expect(font).toHaveTextContent(
      'Police des documents PDF (factures, avoirs, accord de sous-traitance) : Noto Sans, licence SIL Open Font License 1.1.',
    );
    expect(within(font).getByRole('link', { name: 'SIL Open Font License 1.1' })).toHaveAttribute(
      'href',
      'https://openfontlicense.org',
    );
    expect(await screen.findByText(/Créneau SAS \(société par actions simplifiée\)/)).toBeInTheDocument();
    expect(screen.getAllByText('non renseigné').length).toBeGreaterThanOrEqual(3);
    const notices = screen.getAllByText(/^Mentions incomplètes/);
    expect(notices[0]).toHaveTextContent(
      'Mentions incomplètes : l’éditeur de ce site n’a pas encore renseigné le capital social, le numéro d’immatriculation (SIREN), le numéro de TVA, le directeur de la publication.',
    );
    expect(notices[1]).toHaveTextContent(
      'le nom de son hébergeur, l’adresse de son hébergeur, le téléphone de son hébergeur',
    );
    expect(screen.queryByText(/communiqué sur demande/)).not.toBeInTheDocument();
  });

  it('names the publisher, the host and the support address the administrators configured', async () => {
    renderPage(LegalPage, LISTED, {
      supportEmail: 'aide@exemple.fr',
      seller: {
        name: 'Créneau SAS',
        legalForm: 'Société par actions simplifiée',
        capital: '10 000 €',
        address: '10 rue de Rivoli, 75001 Paris',
        siren: '123456789',
        vatNumber: 'FR12123456789',
        vatExempt: false,
        publicationDirector: 'Camille Martin',
      },
      host: { name: 'Scaleway SAS', address: '8 rue de la Ville-l’Évêque, 75008 Paris', phone: null },
    });
    const publisher = await screen.findByText('Siège social', { exact: false });
    expect(publisher.closest('li')).toHaveTextContent('Siège social : 10 rue de Rivoli, 75001 Paris');
    expect(screen.getByText(/SIREN/).closest('li')).toHaveTextContent('123 456 789');
    expect(screen.getByText(/Directeur de la publication/).closest('li')).toHaveTextContent('Camille Martin');
    expect(screen.getByRole('link', { name: 'aide@exemple.fr' })).toHaveAttribute(
      'href',
      'mailto:aide@exemple.fr',
    );
    expect(screen.getByText('Hébergeur').closest('li')).toHaveTextContent('Hébergeur : Scaleway SAS');
    expect(screen.getByText('Téléphone').closest('li')).toHaveTextContent('Téléphone : non renseigné');
    expect(screen.getAllByText(/^Mentions incomplètes/)).toHaveLength(1);
  });

  it('shows the hosting provider among the configured sub-processors', async () => {
    renderPage(LegalPage);
    expect((await findSubprocessorRows())[0]).toEqual([
      'Scaleway SAS',
      'Hébergement de l’application et de la base de données',
      'France',
    ]);
  });
});

describe('/about', () => {
  it('states the mission, the audience and the principles under one h1', () => {
    renderPage(AboutPage);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('À propos — Créneau');
    for (const name of ['Notre mission', 'Pour qui ?', 'Nos principes']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Jamais de double réservation' })).toBeInTheDocument();
  });
});
