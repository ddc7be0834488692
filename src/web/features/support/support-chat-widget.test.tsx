import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TChat, TChatMessage } from '../../../shared/schemas/support';
import { useFakeSocketAndAlert } from '../../lib/realtime/fake-socket.test-support';
import { createToken, createUser, seedSession } from '../../test/factories';
import { stubFetch, type THandler } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { WIDGET_TEXT } from './components/support-chat-widget';

const provider = createUser({ name: 'Claire Dupont', email: 'claire@exemple.fr' });
const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const CHAT_ID = '7d2a4c1b-9a57-4c1b-9a57-3f3c2f9d8e11';

function message(overrides: Partial<TChatMessage>): TChatMessage {
  return {
    _id: crypto.randomUUID(),
    sender: 'user',
    content: 'Bonjour',
    date: '2026-11-23T09:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

function chat(messages: TChatMessage[]): TChat {
  const unreadByUser = messages.filter((m) => m.sender === 'admin' && !m.readAt).length;
  return { _id: CHAT_ID, userId: provider.id, unreadByUser, unreadByAdmin: 0, lastMessageAt: '', messages };
}

function setup(user = provider, handlers: Record<string, THandler> = {}) {
  seedSession(user);
  return stubFetch({ 'GET /api/auth/verify-token': { body: { success: true, user } }, ...handlers });
}

const helpButton = () => screen.findByRole('button', { name: /Besoin d’aide/ });

describe('support chat widget (SPEC §2, §4, §5)', () => {
  const env = useFakeSocketAndAlert();

  it('is offered to a signed-in provider and opens « Contacter l’administration » with the empty state', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await helpButton());
    const dialog = await screen.findByRole('dialog', { name: WIDGET_TEXT.title });
    expect(await within(dialog).findByText(WIDGET_TEXT.empty)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Votre message' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not shown to an administrator, a guest, nor on booking and cancellation pages', async () => {
    setup(admin, { 'GET /api/admin/users/search': { body: { success: true, users: [], total: 0 } } });
    const adminView = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Utilisateurs' });
    expect(screen.queryByRole('button', { name: /Besoin d’aide/ })).not.toBeInTheDocument();
    adminView.unmount();
    localStorage.clear();

    const guest = renderApp('/about');
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Besoin d’aide/ })).not.toBeInTheDocument();
    guest.unmount();

    // A provider who opens a customer's page (their own booking link) sees it as the customer does.
    setup(provider);
    const view = renderApp('/dashboard');
    await helpButton();
    const widgetButton = () => screen.queryByRole('button', { name: /Besoin d’aide/ });
    for (const path of [`/booking/${provider.id}`, `/cancel-booking/${CHAT_ID}/jeton`]) {
      await act(() => view.router.navigate(path));
      await waitFor(() => expect(widgetButton()).not.toBeInTheDocument());
      await act(() => view.router.navigate('/dashboard'));
      await helpButton();
    }
  });

  it('is not shown to an administrator acting as the provider (they must not write in the provider’s name)', async () => {
    seedSession(provider, { token: createToken(provider, { imp: admin.id }) });
    stubFetch({ 'GET /api/auth/verify-token': { body: { success: true, user: provider } } });
    renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Connexion de l’administration' });
    expect(screen.queryByRole('button', { name: /Besoin d’aide/ })).not.toBeInTheDocument();
  });

  it('refuses a blank message, sends with Enter and keeps Shift+Enter for a new line', async () => {
    const api = setup(provider, {
      'POST /api/user-chats/send': (call) => ({
        body: {
          success: true,
          chat: chat([message({ content: (call.body as { message: string }).message })]),
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await helpButton());
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Envoyer' });
    const box = within(dialog).getByRole('textbox', { name: 'Votre message' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.callsTo('POST /api/user-chats/send')).toEqual([]);

    await user.clear(box);
    await user.type(box, 'Bonjour,{Shift>}{Enter}{/Shift}une question');
    expect(within(dialog).getByText('21 / 2000', { exact: false })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.callsTo('POST /api/user-chats/send').map((c) => c.body)).toEqual([
        { message: 'Bonjour,\nune question' },
      ]),
    );
    expect(await within(dialog).findByText(/une question/)).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('shows a red dot when a team reply arrives live, and opening clears it by marking it read', async () => {
    // What the server holds: the reply is added when it is sent, and read when marked so.
    const stored = [message({ content: 'Ma question' })];
    const api = setup(provider, {
      'GET /api/user-chats/history': () => ({ body: { success: true, chats: [chat([...stored])] } }),
      [`POST /api/user-chats/${CHAT_ID}/mark-read`]: () => {
        stored.forEach((m, i) => {
          if (m.sender === 'admin') stored[i] = { ...m, readAt: '2026-11-23T09:06:00.000Z' };
        });
        return { body: { success: true } };
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const button = await helpButton();
    expect(within(button).queryByRole('status')).not.toBeInTheDocument();

    await act(async () => {
      env.socket.acceptConnection();
    });
    const reply = message({ sender: 'admin', content: 'Voici la réponse : https://creneau.fr/aide' });
    stored.push(reply);
    act(() => env.socket.receive('chat_message', { chatId: CHAT_ID, message: reply }));
    expect(await within(button).findByRole('status', { name: WIDGET_TEXT.unread })).toBeInTheDocument();

    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    const link = await within(dialog).findByRole('link', { name: 'https://creneau.fr/aide' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() =>
      expect(api.callsTo(`POST /api/user-chats/${CHAT_ID}/mark-read`).map((c) => c.body)).toEqual([
        { isAdmin: false },
      ]),
    );
    await waitFor(() => expect(within(button).queryByRole('status')).not.toBeInTheDocument());
  });
});
