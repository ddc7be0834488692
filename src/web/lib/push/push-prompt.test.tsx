import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/schemas/provider-setup';
import { stubFetch } from '../../test/fetch-stub';
import { STORAGE } from '../storage-keys';
import { installFakePush } from './fake-push.test-support';
import { PushPrompt } from './push-prompt';
import { PUSH_PROMPT_DELAY_MS, PUSH_PROMPT_RETRY_MS } from './use-push-prompt';

let fake: ReturnType<typeof installFakePush> | undefined;
afterEach(() => fake?.uninstall());

const TITLE = 'Recevoir les notifications de Créneau dans ce navigateur ?';

function renderPrompt(isAdmin: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PushPrompt isAdmin={isAdmin} />
    </QueryClientProvider>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('push prompt', () => {
  it('comes 3 s after load for an administrator whose browser has not decided', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
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

  it('« Plus tard » hides it for the session: not shown again on the next load', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    fake = installFakePush();
    const first = renderPrompt(true);
    await advance(PUSH_PROMPT_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(document.querySelector('[data-push-prompt-room]')).toBeNull();
    expect(sessionStorage.getItem(STORAGE.pushPromptLater)).toBe('1');
    first.unmount();
    renderPrompt(true);
    await advance(PUSH_PROMPT_DELAY_MS + 3 * PUSH_PROMPT_RETRY_MS);
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('asks a provider whose browser notifications setting is on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    fake = installFakePush();
    stubFetch({ 'GET /api/settings': { body: { success: true, settings: settingsWith(true) } } });
    renderPrompt(false);
    await advance(PUSH_PROMPT_DELAY_MS);
    expect(screen.getByText(TITLE)).toBeInTheDocument();
  });

  it('never asks a provider whose browser notifications setting is off, nor a refused browser', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
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
