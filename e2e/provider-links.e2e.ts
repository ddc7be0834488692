import { describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { openBookableDay } from './support/booking';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

const SLUG = 'camille-martin-liens';
const TEAL = '#0f766e';

/** The `content` of a <meta property|name="key">, entities decoded as a link preview reader does. */
function metaContent(html: string, key: string): string | undefined {
  const raw = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return raw
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Issue 37 items 5 and 8: the booking page's server-written head (what a shared link previews), the
 * brand colour chosen in « Page de réservation » at 1440×900 and seen on the public page at 390×844,
 * the provider named once there; axe clean on both screens.
 */
describe('links that look like the provider (issue 37)', () => {
  const env = useJourney();

  it('previews the readable address with the provider’s name, then paints the page in their colour', async () => {
    const url = env.server.url;
    const { token, userId } = await apiLogin(url, DEMO_PROVIDER);
    const slug = await api(url, token, 'PUT', '/api/provider/slug', { slug: SLUG });
    expect(slug.status, JSON.stringify(slug.json)).toBe(200);
    const profile = (await api(url, token, 'GET', '/api/provider/profile')).json.profile as {
      displayName: string;
      description: string;
    };
    const name = profile.displayName;

    // What a messaging app reads when the link is shared: plain HTML, no script run.
    for (const address of [SLUG, userId]) {
      const html = await (await fetch(`${url}/booking/${address}`)).text();
      expect(metaContent(html, 'og:title'), address).toBe(`${name} — Prendre rendez-vous`);
      const description = metaContent(html, 'og:description') ?? '';
      expect(description.length, address).toBeGreaterThan(0);
      if (!profile.description.trim())
        expect(description).toBe(`Prenez rendez-vous en ligne avec ${name}, en quelques clics.`);
      expect(html, address).toContain(`<link rel="canonical" href="${url}/booking/${SLUG}" />`);
      expect(metaContent(html, 'og:url'), address).toBe(`${url}/booking/${SLUG}`);
    }

    // The provider chooses the colour on a laptop.
    const laptop = await (await newContext(env.browser, 'wide')).newPage();
    const laptopWatch = watchPage(laptop);
    await logIn(laptop, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await laptop.waitForURL(/\/dashboard/);
    await laptop.goto(`${url}/dashboard/booking-page`);
    const card = laptop.locator('section', {
      has: laptop.getByRole('heading', { name: 'Couleur de votre page' }),
    });
    const code = card.getByLabel('Code de la couleur');
    await code.fill('#fbbf24');
    await card.getByText('Contraste 1,6:1 — trop clair pour du texte blanc').waitFor();
    await code.fill(TEAL);
    await card.getByText('Contraste 5,4:1 — lisible').waitFor();
    expect(await card.getByLabel('Nuancier').inputValue()).toBe(TEAL);
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await card.getByText('Votre page de réservation prend cette couleur.').waitFor();
    await card.getByRole('button', { name: 'Revenir à la couleur Créneau' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    expect(await seriousViolations(laptop), 'couleur de votre page').toEqual([]);
    await screenshot(laptop, 'provider-links-color-wide');

    // A client opens the page on a phone: the name once, the buttons in the provider's colour.
    const phone = await (await newContext(env.browser, 'phone')).newPage();
    const phoneWatch = watchPage(phone);
    await phone.goto(`${url}/booking/${SLUG}`);
    await phone.getByRole('heading', { level: 1, name }).waitFor();
    expect(await phone.getByRole('heading', { name }).count()).toBe(1);
    expect(await phone.getByText(name, { exact: true }).count()).toBe(1);
    expect(await phone.title()).toBe(`Prendre rendez-vous — ${name}`);
    expect(await seriousViolations(phone), 'page de réservation').toEqual([]);
    await screenshot(phone, 'provider-links-booking-phone');

    const slots = await openBookableDay(phone, url, SLUG, 'Séance découverte');
    await phone.getByRole('button', { name: slots[0], exact: true }).click();
    const confirm = phone.getByRole('button', { name: 'Confirmer le rendez-vous' });
    await confirm.waitFor();
    expect(await confirm.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(15, 118, 110)',
    );
    // The chosen prestation's tint follows the colour too: teal, not Créneau's indigo (#eef2ff).
    const chosen = phone.getByRole('button', { name: /Séance découverte/, pressed: true });
    const tint = await chosen.evaluate((button) => getComputedStyle(button).backgroundColor);
    const [red = 0, green = 0, blue = 0] = (tint.match(/[\d.]+/g) ?? [])
      .map(Number)
      .map((v) => (v <= 1 ? v * 255 : v));
    expect(green, tint).toBeGreaterThan(red);
    expect(blue, tint).toBeLessThanOrEqual(green);
    expect(await seriousViolations(phone), 'formulaire').toEqual([]);
    await screenshot(phone, 'provider-links-booking-form-phone');
    expect([...laptopWatch.errors, ...phoneWatch.errors]).toEqual([]);
  });
});
