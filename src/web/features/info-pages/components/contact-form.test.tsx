import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONFIG } from '../../../test/fetch-stub';
import { ContactPage } from '../contact-page';

const SERVER_THANKS = 'Merci ! Votre message a bien été envoyé. Nous vous répondrons rapidement.';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type ContactHandler = (init: RequestInit) => Promise<Response>;

/**
 * The server, the one thing outside the machine: answers /api/contact with `handler` and any other
 * call (the API client primes the XSRF cookie with a GET first) with an empty 200, except the public
 * configuration (the support address), which answers the initial one.
 */
function stubServer(handler: ContactHandler) {
  const contactCalls: RequestInit[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) === '/api/config/public')
      return jsonResponse(200, { success: true, config: PUBLIC_CONFIG });
    if (String(input) !== '/api/contact') return jsonResponse(200, {});
    contactCalls.push(init);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return contactCalls;
}

function renderContact() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

const VALID = {
  Nom: '  Camille Durand ',
  'Adresse e-mail': 'camille@example.fr',
  Message: 'Bonjour, proposez-vous une facturation annuelle ?',
};

describe('ContactPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the tab and offers the configured support e-mail and hours', async () => {
    stubServer(async () => jsonResponse(200, {}));
    renderContact();
    expect(document.title).toBe('Contact — Créneau');
    expect(screen.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'contact@creneau.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@creneau.fr',
    );
    expect(screen.getByText(/du lundi au vendredi, de 09:00 à 18:00/)).toBeInTheDocument();
  });

  it('validates in the browser before calling the server', async () => {
    const contactCalls = stubServer(async () => jsonResponse(500, {}));
    const user = renderContact();
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Le nom est requis');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription("L'email est requis");
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      /Le message doit contenir au moins 10 caractères/,
    );

    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@exemple');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription('Adresse email invalide');
    expect(contactCalls).toHaveLength(0);
  });

  it('posts the trimmed message and shows the server thanks', async () => {
    const contactCalls = stubServer(async () => jsonResponse(200, { success: true, message: SERVER_THANKS }));
    const user = renderContact();
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByText(SERVER_THANKS)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SERVER_THANKS);
    expect(contactCalls).toHaveLength(1);
    expect(contactCalls[0]?.method).toBe('POST');
    expect(JSON.parse(String(contactCalls[0]?.body))).toEqual({
      name: 'Camille Durand',
      email: 'camille@example.fr',
      message: 'Bonjour, proposez-vous une facturation annuelle ?',
    });
  });

  it('shows a server field error under that field', async () => {
    stubServer(async () =>
      jsonResponse(400, {
        success: false,
        code: 'VALIDATION',
        field: 'email',
        message: "Cette adresse e-mail n'accepte pas de courrier",
      }),
    );
    const user = renderContact();
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    const email = screen.getByLabelText('Adresse e-mail');
    await vi.waitFor(() =>
      expect(email).toHaveAccessibleDescription("Cette adresse e-mail n'accepte pas de courrier"),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains a rate limit in French', async () => {
    stubServer(async () => new Response('', { status: 429 }));
    const user = renderContact();
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    );
  });

  it('explains a network failure in French', async () => {
    stubServer(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = renderContact();
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de contacter le serveur. Vérifiez votre connexion internet.',
    );
  });

  it('blocks a second click while the message is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const contactCalls = stubServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderContact();
    await fillForm(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    const busy = await screen.findByRole('button', { name: /Envoi en cours/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(contactCalls).toHaveLength(1);
    answer(jsonResponse(200, { success: true, message: SERVER_THANKS }));
    expect(await screen.findByText(SERVER_THANKS)).toBeInTheDocument();
  });
});
