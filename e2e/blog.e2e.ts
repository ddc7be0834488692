import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, VIEWPORTS, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { DEMO_ADMIN, logIn } from './support/sign-in';

/** A 1×1 PNG: the server checks an image's type on its bytes and resizes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = 'Réduire les rendez-vous non honorés';
/** Headless Chromium says « HeadlessChrome », which the view counter rightly takes for a robot. */
const READER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A wall-clock time in Paris, as a datetime-local input takes it. */
function parisInput(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(at)
    .replace(' ', 'T');
}

async function readerPage(browser: Browser, kind: 'desktop' | 'phone'): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[kind],
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    isMobile: kind === 'phone',
    hasTouch: kind === 'phone',
    userAgent: kind === 'phone' ? PHONE_AGENT : READER_AGENT,
  });
  return context.newPage();
}

describe('the blog: a scheduled article goes public at its time, a reader comments, the team approves', () => {
  const env = useMailingJourney({ testClock: true });

  it('scheduled → invisible, then public with its head; comment held, approved, e-mailed, shown; the read is counted', async () => {
    const url = env.server.url;
    const { token } = await apiLogin(url, DEMO_ADMIN);

    // The admin writes the article with a cover image and schedules it two minutes ahead.
    const admin = await (await newContext(env.browser, 'desktop')).newPage();
    const adminWatch = watchPage(admin);
    await logIn(admin, url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL(/\/admin$/);
    await admin.goto(`${url}/blog/admin`);
    await admin.getByText('Aucun article').first().waitFor();
    await admin.getByRole('link', { name: 'Nouvel article' }).click();
    await admin.getByLabel('Titre').fill(TITLE);
    expect(await admin.getByLabel('Adresse').inputValue()).toBe('reduire-les-rendez-vous-non-honores');
    await admin.getByLabel('Résumé').fill('Trois habitudes simples pour que vos clients viennent à l’heure.');
    await admin.getByLabel('Étiquettes').fill('Organisation');
    await admin
      .getByLabel('Choisir une image de couverture')
      .setInputFiles({ name: 'agenda.png', mimeType: 'image/png', buffer: PNG });
    await admin.getByRole('img', { name: `Couverture de « ${TITLE} »` }).waitFor();
    await admin
      .getByLabel('Contenu (Markdown)')
      .fill('## Le rappel\n\nUn rappel la veille suffit **souvent**.\n\n<script>alert(1)</script>');
    await admin.getByRole('region', { name: 'Aperçu' }).getByRole('heading', { name: 'Le rappel' }).waitFor();
    // The draft saved itself meanwhile: the address is now the article's.
    await admin.waitForURL(/\/blog\/admin\/edit\//);
    await admin.getByText(/Brouillon enregistré à/).waitFor();
    await admin.getByLabel('Programmer').check();
    const due = new Date(Date.now() + 2 * 60_000);
    await admin.getByLabel('Date et heure de publication').fill(parisInput(due));
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'blog-admin-editor-desktop');
    await admin.getByRole('button', { name: 'Programmer' }).click();
    await admin.getByText('Article programmé.').waitFor();
    await admin.goto(`${url}/blog/admin`);
    await admin.getByText(/Programmé le/).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'blog-admin-list-desktop');
    const slug = 'reduire-les-rendez-vous-non-honores';

    // Before its time: not listed, and its address is a real 404 for search engines.
    const reader = await readerPage(env.browser, 'desktop');
    const readerWatch = watchPage(reader);
    await reader.goto(`${url}/blog`);
    await reader.getByText('Aucun article pour le moment').waitFor();
    expect((await fetch(`${url}/blog/${slug}`)).status).toBe(404);

    // At its time it appears on /blog: the server's clock is moved a minute past it (ADR 0052).
    await env.server.advanceClock(due.getTime() + 60_000 - Date.now());
    await reader.reload();
    await reader.getByRole('link', { name: TITLE }).first().waitFor();
    expect(await seriousViolations(reader)).toEqual([]);
    await screenshot(reader, 'blog-list-desktop');

    // The raw HTML carries the article's head, without JavaScript.
    const raw = await (await fetch(`${url}/blog/${slug}`)).text();
    expect(raw).toContain(`<meta property="og:title" content="${TITLE}`);
    expect(raw).toContain('"@type":"BlogPosting"');

    await reader.getByRole('link', { name: TITLE }).first().click();
    await reader.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await reader.getByRole('heading', { level: 2, name: 'Le rappel' }).waitFor();
    expect(await reader.locator('.article-body script').count()).toBe(0);
    await reader.getByText('Aucun commentaire pour le moment').waitFor();
    await reader.getByLabel('Nom', { exact: true }).fill('Léa Martin');
    await reader.getByLabel('E-mail', { exact: true }).fill('lea.martin@example.fr');
    await reader.getByLabel('Commentaire', { exact: true }).fill('Merci, le rappel la veille change tout.');
    await reader.getByLabel(/J’accepte que mon nom/).check();
    await reader.getByRole('button', { name: 'Publier le commentaire' }).click();
    await reader.getByText('Merci ! Votre commentaire sera publié après modération.').waitFor();
    expect(await seriousViolations(reader)).toEqual([]);
    await screenshot(reader, 'blog-article-desktop');

    // The team approves it; the author is told by e-mail; the comment shows.
    await admin.goto(`${url}/blog/admin/comments`);
    await admin.getByText('Merci, le rappel la veille change tout.').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'blog-admin-comments-desktop');
    await admin.getByRole('button', { name: 'Approuver le commentaire de Léa Martin' }).click();
    await admin.getByText('Aucun commentaire en attente de modération.').waitFor();
    const mail = await env.smtp.waitFor((m) => JSON.stringify(m.to).includes('lea.martin@example.fr'));
    expect(mail.text).toContain(TITLE);
    await reader.reload();
    await reader.getByText('Merci, le rappel la veille change tout.').waitFor();
    await reader.getByRole('heading', { level: 2, name: 'Commentaires (1)' }).waitFor();

    // On a phone too.
    const phone = await readerPage(env.browser, 'phone');
    const phoneWatch = watchPage(phone);
    await phone.goto(`${url}/blog/${slug}`);
    await phone.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'blog-article-phone');

    // Both readers' visits are counted, each once despite the reloads; the admin sees it.
    const stats = await api(url, token, 'GET', '/api/admin/blog/stats');
    expect(stats.json.total).toBe(2);
    await admin.goto(`${url}/blog/admin/stats`);
    await admin.getByRole('heading', { name: '2 lectures sur 30 jours' }).waitFor();
    await admin.getByRole('img', { name: /^2 lectures du/ }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'blog-admin-stats-desktop');
    await admin.setViewportSize(VIEWPORTS.phone);
    const listed = await api(url, token, 'GET', '/api/admin/blog/posts');
    const [post] = listed.json.posts as { id: string }[];
    await admin.goto(`${url}/blog/admin/edit/${post?.id}`);
    await admin.getByLabel('Titre').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'blog-admin-editor-phone');
    expect([...readerWatch.errors, ...phoneWatch.errors, ...adminWatch.errors]).toEqual([]);
  });
});
