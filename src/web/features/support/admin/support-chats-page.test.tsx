import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminChat, TAdminChatSummary, TChatMessage } from '../../../../shared/schemas/support';
import { useFakeSocketAndAlert } from '../../../lib/realtime/fake-socket.test-support';
import { createUser, seedSession } from '../../../test/factories';
import { stubFetch, type THandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const admin = createUser({ role: 'admin', name: 'Alice Admin', email: 'admin@creneau.fr' });
const LEA = { id: '0b6c1f9e-7d2a-4c1b-9a57-3f3c2f9d8e11', name: 'Léa Martin', email: 'lea@exemple.fr' };
const PAUL = { id: '5d0c8f5e-1111-4c1b-9a57-3f3c2f9d8e11', name: 'Paul Petit', email: 'paul@exemple.fr' };
const LEA_CHAT = '11111111-2222-4c1b-9a57-3f3c2f9d8e11';
const PAUL_CHAT = '33333333-4444-4c1b-9a57-3f3c2f9d8e11';

function msg(content: string, sender: 'user' | 'admin', date: string): TChatMessage {
  return { _id: crypto.randomUUID(), sender, content, date, readAt: null };
}

function fullChat(id: string, user: typeof LEA, messages: TChatMessage[]): TAdminChat {
  const unreadByAdmin = messages.filter((m) => m.sender === 'user' && !m.readAt).length;
  const lastMessageAt = messages.at(-1)?.date ?? '';
  return { _id: id, userId: user.id, user, unreadByUser: 0, unreadByAdmin, lastMessageAt, messages };
}

function summary({ messages, ...chat }: TAdminChat): TAdminChatSummary {
  return { ...chat, lastMessage: messages.at(-1) ?? null };
}

function setup(chats: TAdminChat[], handlers: Record<string, THandler> = {}) {
  seedSession(admin);
  return stubFetch({
    'GET /api/auth/verify-token': { body: { success: true, user: admin } },
    'GET /api/admin/user-chats': {
      body: {
        success: true,
        chats: chats.map(summary),
        unreadTotal: chats.reduce((n, c) => n + c.unreadByAdmin, 0),
      },
    },
    ...Object.fromEntries(
      chats.map((c) => [`GET /api/admin/user-chats/${c._id}`, { body: { success: true, chat: c } }]),
    ),
    ...handlers,
  });
}

describe('admin support inbox', () => {
  const env = useFakeSocketAndAlert();

  it('says when there is no conversation yet', async () => {
    setup([]);
    renderApp('/admin/chats');
    expect(await screen.findByText('Aucune conversation pour l’instant.')).toBeInTheDocument();
  });

  it('lists conversations with unread counts, the total in the menu, and updates them live', async () => {
    const lea = fullChat(LEA_CHAT, LEA, [msg('Première question', 'user', '2026-11-23T09:00:00.000Z')]);
    const paul = fullChat(PAUL_CHAT, PAUL, [msg('Bonjour', 'user', '2026-11-23T08:00:00.000Z')]);
    setup([lea, paul]);
    renderApp('/admin/chats');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const names = () =>
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent ?? '');
    expect(names()[0]).toContain('Léa Martin');
    expect(names()[0]).toContain('1 message non lu');
    const menu = screen.getAllByRole('link', { name: /Support/ })[0] as HTMLElement;
    await waitFor(() => expect(menu).toHaveAccessibleName('Support, 2 messages non lus'));
    expect(menu).toHaveTextContent(/^Support2, 2 messages non lus$/);

    await act(async () => env.socket.acceptConnection());
    const update = fullChat(PAUL_CHAT, PAUL, [
      ...paul.messages,
      msg('Une relance https://exemple.fr', 'user', '2026-11-23T10:00:00.000Z'),
    ]);
    act(() => env.socket.receive('chatMessage', { fullChat: update }));
    await waitFor(() => expect(names()[0]).toContain('Paul Petit'));
    expect(names()[0]).toContain('2 messages non lus');
    expect(menu).toHaveAccessibleName('Support, 3 messages non lus');

    act(() => env.socket.receive('connectionChange', { userId: PAUL.id, connected: true }));
    expect(within(list).getByText('en ligne')).toBeInTheDocument();
  });

  it('opens a conversation, marks it read, links to the user’s page and replies', async () => {
    const lea = fullChat(LEA_CHAT, LEA, [msg('Ma question', 'user', '2026-11-23T09:00:00.000Z')]);
    const api = setup([lea], {
      [`POST /api/user-chats/${LEA_CHAT}/mark-read`]: { body: { success: true } },
      [`POST /api/admin/user-chats/${LEA_CHAT}/reply`]: (call) => ({
        body: {
          success: true,
          chat: {
            ...lea,
            unreadByAdmin: 0,
            messages: [
              ...lea.messages,
              msg((call.body as { message: string }).message, 'admin', '2026-11-23T09:05:00.000Z'),
            ],
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/admin/chats');
    await user.click(await screen.findByRole('link', { name: /Léa Martin/ }));
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText('Ma question')).toBeInTheDocument();
    expect(within(conversation).getByRole('link', { name: 'Voir la fiche' })).toHaveAttribute(
      'href',
      `/admin/users/${LEA.id}`,
    );
    await waitFor(() =>
      expect(api.callsTo(`POST /api/user-chats/${LEA_CHAT}/mark-read`).map((c) => c.body)).toEqual([
        { isAdmin: true },
      ]),
    );

    const box = within(conversation).getByRole('textbox', { name: 'Répondre à Léa Martin' });
    await user.type(box, 'Voici la réponse{Enter}');
    expect(await within(conversation).findByText('Voici la réponse')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/user-chats/${LEA_CHAT}/reply`).map((c) => c.body)).toEqual([
      { message: 'Voici la réponse' },
    ]);
    expect(box).toHaveValue('');
  });
});
