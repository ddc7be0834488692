import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakePush } from '../../lib/push/fake-push.test-support';
import { PUSH_MESSAGES } from '../../lib/push/messages';
import { STORAGE } from '../../lib/storage-keys';
import { stubFetch } from '../../test/fetch-stub';
import { PushPanel } from './components/push-panel';

const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
let fake: ReturnType<typeof installFakePush> | undefined;
afterEach(() => fake?.uninstall());

const checklist = () => screen.findByRole('list', { name: 'Diagnostic des notifications' });

describe('push panel in Settings', () => {
  it('says the browser cannot do push, and offers nothing that would fail', async () => {
    render(<PushPanel />);
    const list = await checklist();
    expect(within(list).getByText('Navigateur compatible').nextSibling).toHaveTextContent('non');
    expect(screen.getByText('Navigateur non compatible avec les notifications push.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activer dans ce navigateur' })).toBeDisabled();
  });

  it('activates this browser, then the checklist turns green and « Désactiver » appears', async () => {
    fake = installFakePush();
    stubFetch({
      'GET /api/notifications/vapid-public-key': { body: { success: true, publicKey: VAPID } },
      'POST /api/notifications/subscriptions': { status: 201, body: { success: true } },
    });
    render(<PushPanel />);
    await checklist();
    await userEvent.click(screen.getByRole('button', { name: 'Activer dans ce navigateur' }));
    expect(await screen.findByText('Notifications activées dans ce navigateur.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Désactiver' })).toBeInTheDocument();
    const list = await checklist();
    expect(within(list).getByText('Abonnement de ce navigateur').nextSibling).toHaveTextContent('oui');
  });

  it('explains a blocked site', async () => {
    fake = installFakePush({ permission: 'denied' });
    stubFetch({ 'GET /api/notifications/vapid-public-key': { body: { success: true, publicKey: VAPID } } });
    render(<PushPanel />);
    expect(await screen.findByText(PUSH_MESSAGES.blocked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activer dans ce navigateur' })).toBeDisabled();
  });

  it('shows the test result: a failure is said in French', async () => {
    fake = installFakePush({
      permission: 'granted',
      subscription: { endpoint: 'https://push.example.com/x' },
    });
    fake.preRegister();
    localStorage.setItem(STORAGE.token, 'jeton');
    stubFetch({
      'GET /api/notifications/vapid-public-key': { body: { success: true, publicKey: VAPID } },
      'POST /api/notifications/test': { body: { success: true, sent: 0, failed: 1 } },
    });
    render(<PushPanel />);
    await checklist();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer une notification de test' }));
    expect(await screen.findByText(PUSH_MESSAGES.testFailed)).toBeInTheDocument();
    expect(screen.getByText('Échec de la notification de test.')).toBeInTheDocument();
  });
});
