import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, completeSellerIdentity } from './support/api';
import { seriousViolations } from './support/axe';
import { newContext, SCREENSHOT_DIR, screenshot, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { DEMO_ADMIN, DEMO_PROVIDER, logIn } from './support/sign-in';

/** The test IBAN the IBAN field's own hint gives, and the same with its last digit mistyped. */
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const MISTYPED_IBAN = 'FR76 3000 6000 0112 3456 7890 188';
const HOLDER = 'Créneau SAS';
const BIC = 'AGRIFRPP';
const REFERENCE = /CRN-[A-Z0-9]{4}-[A-Z0-9]{4}/;
/** What Chromium logs for the save the server refuses (the mistyped IBAN). */
const REFUSED_SAVE = 'Failed to load resource: the server responded with a status of 400 (Bad Request)';

/**
 * Whether the page is wider than its screen: a phone then zooms the whole page out or pans it
 * sideways (a mobile browser widens its window to the content, so innerWidth would follow it).
 */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** One card of a long page, beside the full-page screenshot, to read it at its real size. */
async function cardScreenshot(card: Locator, name: string): Promise<void> {
  await card.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

async function openSubscription(page: Page, baseUrl: string) {
  await logIn(page, baseUrl, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
  await page.waitForURL(/\/dashboard/);
  await page.goto(`${baseUrl}/dashboard/subscription`);
  await page.getByRole('heading', { level: 1, name: 'Abonnement' }).waitFor();
}

async function openCompta(page: Page, baseUrl: string) {
  await logIn(page, baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL((u) => u.pathname === '/admin');
  await page.goto(`${baseUrl}/admin/compta`);
  await page.getByRole('heading', { level: 1, name: 'Comptabilité' }).waitFor();
}

describe('a pack paid by bank transfer, card payments off', () => {
  // No Stripe key: the only way to pay on this server is the transfer.
  const env = useMailingJourney();

  it('the team gives its IBAN, the provider orders Pro by transfer, the team confirms the money: Pro is active, the provider told in the bell and by e-mail', async () => {
    const url = env.server.url;
    const provider = await apiLogin(url, DEMO_PROVIDER);

    // The administrator enters the bank details; a mistyped IBAN is refused under its field.
    const admin = await (await newContext(env.browser, 'desktop')).newPage();
    const adminWatch = watchPage(admin);
    await logIn(admin, url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL((u) => u.pathname === '/admin');
    await admin.goto(`${url}/admin/config`);
    const bank = admin.getByRole('form', { name: 'Paiement par virement' });
    await bank.getByLabel('Titulaire du compte').fill(HOLDER);
    await bank.getByLabel('IBAN', { exact: true }).fill(MISTYPED_IBAN);
    await bank.getByLabel('BIC (facultatif)').fill(BIC);
    await bank.getByRole('button', { name: 'Enregistrer' }).click();
    await bank.getByText(/L['’]IBAN est invalide : vérifiez-le/).waitFor();
    expect(await bank.getByLabel('IBAN', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(admin)).toEqual([]);
    await cardScreenshot(
      admin.locator('section').filter({ has: bank }),
      'transfer-admin-config-iban-error-desktop',
    );

    await bank.getByLabel('IBAN', { exact: true }).fill(IBAN);
    await bank.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByText('Configuration enregistrée').waitFor();
    await admin.reload();
    await admin
      .getByRole('form', { name: 'Paiement par virement' })
      .getByLabel('Titulaire du compte')
      .waitFor();
    await expect.poll(() => bank.getByLabel('IBAN', { exact: true }).inputValue()).toBe(IBAN);
    expect(await bank.getByLabel('Titulaire du compte').inputValue()).toBe(HOLDER);
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'transfer-admin-config-desktop');
    await cardScreenshot(
      admin.locator('section').filter({ has: bank }),
      'transfer-admin-config-bank-card-desktop',
    );
    // Without the seller's mentions no invoice is issued (issue 30).
    await completeSellerIdentity(url);

    // The provider pays « Pro » by transfer: the account, the amount and the reference to copy.
    const proContext = await newContext(env.browser, 'desktop');
    await proContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    const page = await proContext.newPage();
    const watch = watchPage(page);
    await openSubscription(page, url);
    await page
      .getByRole('note')
      .getByText(/Le paiement par carte n’est pas activé sur Créneau/)
      .waitFor();
    // No card button that leads nowhere, one transfer button per pack and recharge.
    expect(await page.getByRole('button', { name: 'Choisir le pack Pro' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Payer par virement : pack Pro' }).click();
    await page
      .getByRole('status')
      .getByText(/Commande enregistrée : faites le virement de 14,99/)
      .waitFor();
    const orders = page.getByRole('region', { name: 'Virements à effectuer' });
    const order = orders.getByRole('listitem').filter({ hasText: 'Pro' });
    await order.getByText('En attente de virement').waitFor();
    const details = await order.textContent();
    expect(details).toContain(IBAN);
    expect(details).toContain(HOLDER);
    expect(details).toContain(BIC);
    expect(details).toMatch(/14,99\s€ TTC/);
    const reference = REFERENCE.exec(details ?? '')?.[0] ?? '';
    expect(reference).not.toBe('');
    const ordered = await api(url, provider.token, 'GET', '/api/billing/transfers');
    expect(ordered.json.orders).toMatchObject([{ reference, status: 'pending', amountCents: 1499 }]);

    // The reference is copied exactly as the bank must receive it.
    await order.getByRole('button', { name: 'Copier la référence' }).click();
    await order.getByText('Référence copiée').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await order.getByRole('button', { name: 'Copier l’IBAN' }).click();
    await order.getByText('IBAN copié').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(IBAN.replaceAll(' ', ''));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'transfer-billing-pending-desktop');
    await cardScreenshot(orders, 'transfer-billing-order-desktop');
    // A reload would drop this mark: Pro must arrive on the open page.
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    // On a phone: the provider's pending order and the team's list, without sideways scrolling.
    const phone = await (await newContext(env.browser, 'phone')).newPage();
    const phoneWatch = watchPage(phone);
    await openSubscription(phone, url);
    const phoneOrder = phone.getByRole('region', { name: 'Virements à effectuer' });
    await phoneOrder.getByText(reference).waitFor();
    await phoneOrder.getByText('En attente de virement').waitFor();
    expect(await overflowsSideways(phone)).toBe(false);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'transfer-billing-pending-phone');
    await cardScreenshot(phoneOrder, 'transfer-billing-order-phone');

    const adminPhone = await (await newContext(env.browser, 'phone')).newPage();
    const adminPhoneWatch = watchPage(adminPhone);
    await openCompta(adminPhone, url);
    await adminPhone
      .getByRole('region', { name: 'Virements en attente' })
      .getByRole('cell', { name: reference, exact: true })
      .waitFor();
    expect(await overflowsSideways(adminPhone)).toBe(false);
    expect(await seriousViolations(adminPhone)).toEqual([]);
    await screenshot(adminPhone, 'transfer-admin-compta-pending-phone');

    // The team sees the money on its statement and confirms it from « Virements en attente ».
    await admin.goto(`${url}/admin/compta`);
    await admin.getByRole('heading', { level: 1, name: 'Comptabilité' }).waitFor();
    const pending = admin.getByRole('region', { name: 'Virements en attente' });
    const row = pending.getByRole('row').filter({ hasText: reference });
    await row.waitFor();
    expect(await row.textContent()).toContain(DEMO_PROVIDER.name);
    expect(await row.textContent()).toContain('Pack Pro');
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'transfer-admin-compta-pending-desktop');

    await pending.getByRole('button', { name: `Confirmer la réception du virement ${reference}` }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Confirmer la réception du virement ?' });
    await dialog.getByText(reference).waitFor();
    expect(await dialog.textContent()).toMatch(/14,99\s€/);
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'transfer-admin-compta-confirm-desktop');
    await dialog.getByRole('button', { name: 'Confirmer la réception' }).click();
    const done = pending.getByRole('status').filter({ hasText: `Virement ${reference} confirmé` });
    await done.waitFor();
    expect(await done.textContent()).toMatch(
      new RegExp(`facture F-\\d{4}-\\d{6} émise, Pack Pro actif pour ${DEMO_PROVIDER.name}`),
    );
    const invoice = /F-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')?.[0] ?? '';
    await pending.getByText('Aucune commande n’attend de virement.').waitFor();
    await admin
      .getByRole('table', { name: /Factures et avoirs/ })
      .getByText(`Facture ${invoice}`)
      .waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'transfer-admin-compta-confirmed-desktop');

    // The provider's open page follows: Pro active, its paid month, the invoice; no order left.
    await page.getByRole('heading', { name: 'Pack Pro payé par virement' }).waitFor();
    await page.getByRole('link', { name: 'Quota : 200 rendez-vous restants' }).waitFor();
    await page
      .getByRole('table', { name: /Vos factures et avoirs/ })
      .getByText(`Facture ${invoice}`)
      .waitFor();
    await orders.waitFor({ state: 'detached' });
    // Nor the « faites le virement » of the order just paid.
    await page.getByText(/Commande enregistrée/).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    const balance = await api(url, provider.token, 'GET', '/api/billing/balance');
    expect(balance.json.balance).toMatchObject({ packId: 'pro' });

    // The bell has the notice.
    await page.getByRole('button', { name: /^Notifications, \d+ non lues?$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByText(/Virement reçu : Pack Pro activé/)
      .first()
      .waitFor();
    expect(await panel.textContent()).toContain(reference);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'transfer-billing-active-notification-desktop');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'transfer-billing-active-desktop');

    // And the e-mail, with the reference and until when Pro is paid.
    const mail = await env.smtp.waitFor(
      (m) =>
        JSON.stringify(m.to ?? '').includes(DEMO_PROVIDER.email) && /Virement reçu/.test(m.subject ?? ''),
      30_000,
    );
    expect(mail.subject).toContain('Pack Pro activé');
    expect(mail.text).toContain(reference);
    expect(mail.text).toMatch(/actif jusqu’au \d{1,2}/);

    // The administrator's one console error is the refused IBAN: the server checks it (400).
    expect(adminWatch.errors).toEqual([REFUSED_SAVE]);
    expect([...watch.errors, ...phoneWatch.errors, ...adminPhoneWatch.errors]).toEqual([]);
  });
});
