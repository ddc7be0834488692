import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, completeSellerIdentity } from './support/api';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { DEMO_ADMIN, DEMO_PROVIDER, logIn } from './support/sign-in';

/** A 1×1 PNG: the server checks a photo's type on its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const STAND = 'Présentoir QR de comptoir';

async function signedIn(page: Page, url: string, who: { email: string; password: string }, home: RegExp) {
  await logIn(page, url, who.email, who.password);
  await page.waitForURL(home);
}

/** The admin's order page: one move, with what it needs. */
async function moveTo(page: Page, status: string, fields: Record<string, string> = {}) {
  await page.getByLabel('Nouveau statut').selectOption({ label: status });
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: `Passer à « ${status} »` }).click();
  // An invoice is final: recording a payment asks first (issue 30).
  if (status === 'Payée')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Émettre la facture' }).click();
  await page.getByText('Statut :').first().locator('..').getByText(status).waitFor();
}

describe('the shop: a QR stand made by the team, ordered by a provider, paid by transfer, shipped', () => {
  const env = useMailingJourney();

  it('stock 2 → one ordered; the admin records the transfer and ships it; the provider sees it live and by e-mail', async () => {
    const url = env.server.url;
    await completeSellerIdentity(url);
    const admin = await (await newContext(env.browser, 'desktop')).newPage();
    const adminWatch = watchPage(admin);
    await signedIn(admin, url, DEMO_ADMIN, /\/admin$/);
    await admin.goto(`${url}/admin/products`);
    await admin.getByRole('heading', { level: 1, name: 'Produits' }).waitFor();
    await admin.getByText('Aucun produit').first().waitFor();
    await admin.getByRole('button', { name: 'Nouveau produit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nouveau produit' });
    await dialog.getByLabel('Nom').fill(STAND);
    await dialog
      .getByLabel('Description')
      .fill('Présentoir en bois avec le QR code de votre page de réservation.');
    await dialog.getByLabel('Prix TTC (€)').fill('29,90');
    await dialog.getByLabel('Stock').fill('2');
    await dialog.getByLabel(/Personnalisé/).check();
    await dialog.getByRole('button', { name: 'Créer le produit' }).click();
    await admin.getByText('Produit créé. Ajoutez-lui des photos.').waitFor();
    await admin
      .getByLabel('Ajouter une photo')
      .setInputFiles({ name: 'stand.png', mimeType: 'image/png', buffer: PNG });
    await admin.getByRole('img', { name: `${STAND}, vue 1` }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'shop-admin-product-desktop');
    await admin.keyboard.press('Escape');
    await admin.getByRole('heading', { level: 3, name: STAND }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'shop-admin-products-desktop');

    // The provider orders one from a phone; cards are off here, so the order waits for a transfer.
    const provider = await (await newContext(env.browser, 'phone')).newPage();
    const providerWatch = watchPage(provider);
    await signedIn(provider, url, DEMO_PROVIDER, /\/dashboard/);
    await provider.goto(`${url}/dashboard/shop`);
    await provider.getByRole('heading', { level: 3, name: STAND }).waitFor();
    await provider
      .getByRole('img', { name: new RegExp(`QR code imprimé sur « ${STAND} »`) })
      .first()
      .waitFor();
    await provider.getByRole('button', { name: `Ajouter au panier « ${STAND} »` }).click();
    const address = provider.getByRole('form', { name: 'Adresse de livraison' });
    await address.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas');
    await address.getByLabel('Code postal').fill('7501');
    await address.getByLabel('Ville').fill('Paris');
    await address.getByRole('button', { name: 'Commander' }).click();
    await address.getByText('Code postal français invalide (5 chiffres)').waitFor();
    await address.getByLabel('Code postal').fill('75011');
    expect(await seriousViolations(provider)).toEqual([]);
    await screenshot(provider, 'shop-provider-cart-phone');
    await address.getByRole('button', { name: 'Commander' }).click();
    const placed = provider.getByRole('heading', { level: 3, name: /^Commande CMD-\d{6}$/ });
    await placed.waitFor();
    const reference = ((await placed.textContent()) ?? '').replace('Commande ', '');
    await provider.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    expect(await seriousViolations(provider)).toEqual([]);
    await screenshot(provider, 'shop-provider-ordered-phone');

    const token = (await apiLogin(url, DEMO_ADMIN)).token;
    const catalogue = await api(url, token, 'GET', '/api/admin/products');
    const products = catalogue.json.products as Array<{ name: string; stock: number }>;
    expect(products.find((p) => p.name === STAND)?.stock).toBe(1);

    // The team records the transfer, prepares and ships with tracking.
    await admin.goto(`${url}/admin/physical-orders`);
    await admin.getByRole('link', { name: reference }).click();
    await admin.getByRole('heading', { level: 1, name: `Commande ${reference}` }).waitFor();
    await moveTo(admin, 'Payée', { 'Référence du virement reçu': 'VIR-2026-1126' });
    await admin.getByRole('button', { name: /Télécharger la facture F-\d{4}-\d{6}/ }).waitFor();
    await moveTo(admin, 'En préparation');
    const [slip] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Bordereau de préparation (PDF)' }).click(),
    ]);
    expect(slip.suggestedFilename()).toMatch(/\.pdf$/);
    await moveTo(admin, 'Expédiée', { Transporteur: 'Colissimo', 'Numéro de suivi': '6A12345678901' });
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'shop-admin-order-desktop');

    // The provider's open page follows without a reload, and the e-mail arrives.
    await provider.getByText('Expédiée par Colissimo, numéro de suivi 6A12345678901').first().waitFor();
    expect(await provider.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
      true,
    );
    const mail = await env.smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(DEMO_PROVIDER.email) && (m.text ?? '').includes('6A12345678901'),
    );
    expect(mail.text).toContain(`Votre commande ${reference} a été expédiée.`);
    expect(await seriousViolations(provider)).toEqual([]);
    await screenshot(provider, 'shop-provider-shipped-phone');

    const adminPhone = await (await newContext(env.browser, 'phone')).newPage();
    const adminPhoneWatch = watchPage(adminPhone);
    await signedIn(adminPhone, url, DEMO_ADMIN, /\/admin$/);
    await adminPhone.goto(`${url}/admin/physical-orders`);
    await adminPhone.getByRole('link', { name: reference }).click();
    await adminPhone.getByLabel('Nouveau statut').waitFor();
    expect(await seriousViolations(adminPhone)).toEqual([]);
    await screenshot(adminPhone, 'shop-admin-order-phone');

    const providerDesktop = await (await newContext(env.browser, 'desktop')).newPage();
    const providerDesktopWatch = watchPage(providerDesktop);
    await signedIn(providerDesktop, url, DEMO_PROVIDER, /\/dashboard/);
    await providerDesktop.goto(`${url}/dashboard/shop`);
    await providerDesktop.getByRole('heading', { level: 3, name: STAND }).waitFor();
    expect(await seriousViolations(providerDesktop)).toEqual([]);
    await screenshot(providerDesktop, 'shop-provider-products-desktop');

    expect([
      ...adminWatch.errors,
      ...providerWatch.errors,
      ...adminPhoneWatch.errors,
      ...providerDesktopWatch.errors,
    ]).toEqual([]);
  });
});
