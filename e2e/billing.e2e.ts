import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { bookThroughApi } from './support/public-booking';
import { DEMO_ADMIN, DEMO_PROVIDER, logIn } from './support/sign-in';

const HOUR_MS = 3_600_000;

/** The header's quota meter (« Quota : 11 rendez-vous restants »). */
function meter(page: Page, remaining: number) {
  const name = `Quota : ${remaining} rendez-vous restant${remaining > 1 ? 's' : ''}`;
  return page.getByRole('link', { name, exact: true });
}

/**
 * `count` bookings the provider enters by hand, two hours apart, five weeks ahead: clear of the
 * slots the public page offers first, and each uses one appointment of this month.
 */
async function manualBookings(baseUrl: string, token: string, count: number, from: number) {
  const services = (await api(baseUrl, token, 'GET', '/api/services')).json.services as Array<{ id: string }>;
  const serviceId = services[0]?.id ?? '';
  const first = Date.now() + 35 * 24 * HOUR_MS;
  for (let i = 0; i < count; i++) {
    const created = await api(baseUrl, token, 'POST', '/api/bookings', {
      serviceId,
      start: new Date(first + (from + i) * 2 * HOUR_MS).toISOString(),
      client: { name: `Client ${from + i}`, email: `client${from + i}@exemple.fr`, phone: '' },
      notifyClient: false,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
  }
}

describe('packs and quota, live', () => {
  const env = useMailingJourney();

  it('at 11 left one booking warns the provider live and by e-mail; the team adds credits; at 0 the public page closes', async () => {
    const url = env.server.url;
    const provider = await apiLogin(url, DEMO_PROVIDER);
    // The demo provider is on the free tier (20 a month): 9 bookings leave 11.
    await manualBookings(url, provider.token, 9, 0);
    const balance = (await api(url, provider.token, 'GET', '/api/billing/balance')).json.balance as {
      packId: string;
      remaining: number;
    };
    expect(balance).toMatchObject({ packId: 'gratuit', remaining: 11 });

    const page = await (await newContext(env.browser, 'desktop')).newPage();
    const watch = watchPage(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${url}/dashboard/subscription`);
    await page.getByRole('heading', { level: 1, name: 'Abonnement' }).waitFor();
    expect(await meter(page, 11).getAttribute('data-level')).toBe('ok');
    // A reload would drop this mark: the meter must change on the open page.
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    await bookThroughApi(url, provider.userId, { name: 'Inès Moreau', email: 'ines.moreau@exemple.fr' });
    await meter(page, 10).waitFor();
    expect(await meter(page, 10).getAttribute('data-level')).toBe('low');
    const alert = await env.smtp.waitFor(
      (mail) => JSON.stringify(mail.to).includes(DEMO_PROVIDER.email) && /quota/i.test(mail.subject ?? ''),
      15_000,
    );
    expect(alert.text).toContain('10');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'billing-subscription-low-desktop');

    // The team adds 5 credits with a reason; the provider's meter follows without reload.
    const admin = await (await newContext(env.browser, 'desktop')).newPage();
    const adminWatch = watchPage(admin);
    await logIn(admin, url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL((u) => u.pathname === '/admin');
    await admin.goto(`${url}/admin/users/${provider.userId}`);
    const card = admin.getByRole('region', { name: 'Abonnement et crédits' });
    await card.waitFor();
    // The appointment credits' form, beside the SMS credits' one (issue 35).
    const creditForm = card.getByRole('form', { name: 'Ajouter des crédits', exact: true });
    await creditForm.getByRole('spinbutton', { name: 'Nombre de crédits' }).fill('5');
    await creditForm.getByRole('button', { name: 'Ajouter les crédits' }).click();
    await creditForm.getByText('Le motif est requis').waitFor();
    await creditForm.getByRole('textbox', { name: 'Motif' }).fill('Geste commercial après un incident');
    await creditForm.getByRole('button', { name: 'Ajouter les crédits' }).click();
    await meter(page, 15).waitFor();
    expect(await meter(page, 15).getAttribute('data-level')).toBe('ok');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await card.getByText('Geste commercial après un incident').first().waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'billing-admin-credits-desktop');

    // 15 more bookings: nothing left, the meter turns red and the public page closes.
    await manualBookings(url, provider.token, 15, 9);
    await meter(page, 0).waitFor();
    expect(await meter(page, 0).getAttribute('data-level')).toBe('exhausted');
    await page.goto(`${url}/dashboard/overview`);
    await page.getByText(/plus de rendez-vous disponibles/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'billing-overview-exhausted-desktop');

    const customer = await (await newContext(env.browser, 'phone')).newPage();
    const customerWatch = watchPage(customer);
    await customer.goto(`${url}/booking/${provider.userId}`);
    await customer.getByRole('heading', { name: 'Réservation en ligne indisponible' }).waitFor();
    expect(await customer.getByRole('link', { name: DEMO_PROVIDER.email }).getAttribute('href')).toBe(
      `mailto:${DEMO_PROVIDER.email}`,
    );
    expect(await seriousViolations(customer)).toEqual([]);
    await screenshot(customer, 'billing-public-closed-phone');

    // The phone layout of the provider's screen.
    const phone = await (await newContext(env.browser, 'phone')).newPage();
    const phoneWatch = watchPage(phone);
    await logIn(phone, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await phone.waitForURL(/\/dashboard/);
    await phone.goto(`${url}/dashboard/subscription`);
    await phone.getByRole('heading', { level: 1, name: 'Abonnement' }).waitFor();
    // Without STRIPE_SECRET_KEY: the page says how to pay by transfer, and no button leads nowhere.
    await phone.getByText(/Le paiement par carte n’est pas activé sur Créneau/).waitFor();
    expect(await phone.getByRole('button', { name: 'Acheter : Recharge 20 rendez-vous' }).isDisabled()).toBe(
      true,
    );
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'billing-payments-off-phone');

    expect([...watch.errors, ...adminWatch.errors, ...customerWatch.errors, ...phoneWatch.errors]).toEqual(
      [],
    );
  });
});
