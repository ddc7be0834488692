import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/schemas/provider-setup';
import { Toast } from '../../components/ui/toast';
import { stubFetch } from '../../test/fetch-stub';
import { STORAGE } from '../storage-keys';
import { installFakePush } from './fake-push.test-support';
import { PushPrompt } from './push-prompt';
import { PUSH_PROMPT_DELAY_MS, PUSH_PROMPT_RETRY_MS } from './use-push-prompt';

let fake: ReturnType<typeof installFakePush> | undefined;
afterEach(() => fake?.uninstall());

const DAY = 86_400_000;
const NOW = new Date('2026-05-12T08:00:00Z');

/** A fixed clock, and a browser where someone first signed in the day before (ADR 0065). */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'], now: NOW });
  localStorage.setItem(STORAGE.pushPromptFirstDay, '2026-05-11');
});

const TITLE = 'Recevoir les notifications de Créneau dans ce navigateur ?';

function renderPrompt(isAdmin: boolean, { paused = false, toast = null as string | null } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (toastMessage: string | null) => (
    <QueryClientProvider client={client}>
      <PushPrompt isAdmin={isAdmin} paused={paused} />
      <Toast message={toastMessage} onDismiss={() => {}} />
    </QueryClientProvider>
  );
  const view = render(ui(toast));
  return { ...view, showToast: (message: string | null) => view.rerender(ui(message)) };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('push prompt', () => {
  it('comes 3 s after load for an administrator whose browser has not decided', async () => {
    fake = installFakePush();
    renderPrompt(true);
    await advance(PUSH_PROMPT_DELAY_MS - 100);
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(document.querySelector('[data-push-prompt-room]')).toBeNull();
    await advance(100);
    expect(screen.getByText(TITLE)).toBeInTheDocument();
    // While it floats, the page gets room below its end, so nothing stays hidden under the card.
    expect(document.querySelector('[data-push-prompt-room]')).not.toBeNull();
  });

  it('« Plus tard » hides it for 30 days in this browser, then it asks again', async () => {
    fake = installFakePush();
    const first = renderPrompt(true);
    await advance(PUSH_PROMPT_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(document.querySelector('[data-push-prompt-room]')).toBeNull();
    // Chosen once the card had shown, 3 s after load.
    expect(localStorage.getItem(STORAGE.pushPromptLater)).toBe(
      new Date(NOW.getTime() + PUSH_PROMPT_DELAY_MS).toISOString(),
    );
    first.unmount();
    vi.setSystemTime(NOW.getTime() + 29 * DAY);
    const again = renderPrompt(true);
    await advance(PUSH_PROMPT_DELAY_MS + 3 * PUSH_PROMPT_RETRY_MS);
    expect(screen.queryByText(TITLE)).toBeNull();
    again.unmount();
    vi.setSystemTime(NOW.getTime() + PUSH_PROMPT_DELAY_MS + 30 * DAY);
    renderPrompt(true);
    await advance(PUSH_PROMPT_DELAY_MS);
    expect(screen.getByText(TITLE)).toBeInTheDocument();
  });

  it('never asks on the first day in this browser, which it records', async () => {
    fake = installFakePush();
    localStorage.removeItem(STORAGE.pushPromptFirstDay);
    const first = renderPrompt(true);
    await advance(PUSH_PROMPT_DELAY_MS + 3 * PUSH_PROMPT_RETRY_MS);
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(localStorage.getItem(STORAGE.pushPromptFirstDay)).toBe('2026-05-12');
    first.unmount();
    // Same day, another load: still the first day. The next morning: asked.
    const sameDay = renderPrompt(true);
    await advance(PUSH_PROMPT_DELAY_MS + PUSH_PROMPT_RETRY_MS);
    expect(screen.queryByText(TITLE)).toBeNull();
    sameDay.unmount();
    vi.setSystemTime(NOW.getTime() + DAY);
    renderPrompt(true);
    await advance(PUSH_PROMPT_DELAY_MS);
    expect(screen.getByText(TITLE)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE.pushPromptFirstDay)).toBe('2026-05-12');
  });

  it('never asks while paused (/dpa-signature)', async () => {
    fake = installFakePush();
    renderPrompt(true, { paused: true });
    await advance(PUSH_PROMPT_DELAY_MS + 3 * PUSH_PROMPT_RETRY_MS);
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('gives way to a toast, and comes back once it is gone', async () => {
    fake = installFakePush();
    const view = renderPrompt(true);
    await advance(PUSH_PROMPT_DELAY_MS);
    expect(screen.getByText(TITLE)).toBeInTheDocument();
    view.showToast('Rendez-vous enregistré.');
    expect(screen.getByText('Rendez-vous enregistré.')).toBeInTheDocument();
    expect(screen.queryByText(TITLE)).toBeNull();
    view.showToast(null);
    expect(screen.getByText(TITLE)).toBeInTheDocument();
  });

  it('asks a provider whose browser notifications setting is on', async () => {
    fake = installFakePush();
    stubFetch({ 'GET /api/settings': { body: { success: true, settings: settingsWith(true) } } });
    renderPrompt(false);
    await advance(PUSH_PROMPT_DELAY_MS);
    expect(screen.getByText(TITLE)).toBeInTheDocument();
  });

  it('never asks a provider whose browser notifications setting is off, nor a refused browser', async () => {
    fake = installFakePush();
    stubFetch({ 'GET /api/settings': { body: { success: true, settings: settingsWith(false) } } });
    const off = renderPrompt(false);
    await advance(PUSH_PROMPT_DELAY_MS + PUSH_PROMPT_RETRY_MS);
    expect(screen.queryByText(TITLE)).toBeNull();
    off.unmount();
    fake.uninstall();
    fake = installFakePush({ permission: 'denied' });
    renderPrompt(true);
    await advance(PUSH_PROMPT_DELAY_MS + PUSH_PROMPT_RETRY_MS);
    expect(screen.queryByText(TITLE)).toBeNull();
  });
});

function settingsWith(browserNotifications: boolean) {
  return { ...DEFAULT_SETTINGS, browserNotifications };
}
