import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_ADMIN, DEMO_PROVIDER, logIn } from './support/sign-in';

describe('support chat between a provider and the team, live', () => {
  const env = useJourney();

  it('the provider writes in the widget, the admin sees it live and replies, the red dot comes and goes', async () => {
    const admin = await (await newContext(env.browser, 'desktop')).newPage();
    const adminWatch = watchPage(admin);
    await logIn(admin, env.server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL((url) => url.pathname.startsWith('/admin'));
    await admin.goto(`${env.server.url}/admin/chats`);
    await admin.getByText('Aucune conversation pour l’instant.').waitFor();
    // The widget is for providers only.
    expect(await admin.getByRole('button', { name: /Besoin d’aide/ }).count()).toBe(0);

    const provider = await (await newContext(env.browser, 'phone')).newPage();
    const providerWatch = watchPage(provider);
    await logIn(provider, env.server.url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await provider.waitForURL(/\/dashboard/);
    const help = provider.getByRole('button', { name: /Besoin d’aide/ });
    await help.click();
    const widget = provider.getByRole('dialog', { name: 'Contacter l’administration' });
    await widget.getByText('Posez votre question à l’équipe admin.').waitFor();
    expect(await seriousViolations(provider)).toEqual([]);
    await screenshot(provider, 'support-widget-empty-phone');

    await widget.getByRole('textbox', { name: 'Votre message' }).fill('Bonjour, j’ai une question');
    await provider.keyboard.press('Enter');
    await widget.getByText('Bonjour, j’ai une question').waitFor();
    await provider.keyboard.press('Escape');
    await widget.waitFor({ state: 'detached' });

    // Live on the admin's open inbox: the conversation and its red count, without reload.
    const conversations = admin.getByRole('navigation', { name: 'Conversations' });
    const line = conversations.getByRole('link', { name: /Camille/ });
    await line.waitFor();
    expect(await line.textContent()).toContain('1 message non lu');
    expect(
      await admin
        .getByRole('link', { name: /Support/ })
        .first()
        .textContent(),
    ).toContain('1 message non lu');
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'support-inbox-new-message-desktop');

    await line.click();
    const conversation = admin.getByRole('region', { name: 'Conversation' });
    await conversation.getByText('Bonjour, j’ai une question').waitFor();
    await conversation
      .getByRole('textbox', { name: /Répondre à/ })
      .fill('Bonjour Camille, voici la réponse.');
    await admin.keyboard.press('Enter');
    // In the messages (the composer may still hold the text until the answer arrives).
    await conversation
      .getByRole('log', { name: 'Messages' })
      .getByText('Bonjour Camille, voici la réponse.')
      .waitFor();
    // Opened means read: the red count is gone.
    await admin.waitForFunction(() => !document.body.textContent?.includes('message non lu'));
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'support-inbox-conversation-desktop');

    // Live on the provider's page: the red dot, then the reply once opened, and the dot clears.
    const dot = help.getByRole('status', { name: 'Nouvelle réponse de l’équipe' });
    await dot.waitFor();
    await screenshot(provider, 'support-widget-unread-phone');
    await help.click();
    await widget.getByText('Bonjour Camille, voici la réponse.').waitFor();
    await dot.waitFor({ state: 'detached' });
    await screenshot(provider, 'support-widget-reply-phone');

    // The admin inbox on a phone: one pane at a time, with a way back.
    const phoneAdmin = await (await newContext(env.browser, 'phone')).newPage();
    await logIn(phoneAdmin, env.server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await phoneAdmin.waitForURL((url) => url.pathname.startsWith('/admin'));
    await phoneAdmin.goto(`${env.server.url}/admin/chats`);
    await phoneAdmin.getByRole('link', { name: /Camille/ }).click();
    await phoneAdmin.getByRole('link', { name: 'Retour aux conversations' }).waitFor();
    await screenshot(phoneAdmin, 'support-inbox-conversation-phone');

    expect(providerWatch.errors).toEqual([]);
    expect(adminWatch.errors).toEqual([]);
  });
});
