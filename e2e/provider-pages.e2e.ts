import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

describe('the provider’s daily screens (issue 15)', () => {
  const env = useJourney();

  it('closes two weeks of holidays in one step and a public holiday in a click, on a laptop and a phone', async () => {
    const url = env.server.url;
    const page = await (await newContext(env.browser, 'desktop')).newPage();
    const watch = watchPage(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${url}/dashboard/availability`);
    await page.getByRole('button', { name: 'Ajouter une exception' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle exception' });
    const year = new Date().getFullYear() + 1;
    await dialog.getByLabel('Date').fill(`${year}-08-03`);
    await dialog.getByLabel('Jusqu’au (facultatif)').fill(`${year}-08-16`);
    await dialog.getByLabel('Note (facultatif)').fill('Congés d’été');
    await dialog.getByRole('button', { name: 'Ajouter l’exception' }).click();
    await dialog.waitFor({ state: 'detached' });
    const list = page.getByRole('list', { name: 'Exceptions à venir' });
    await list.getByText(new RegExp(`du [a-z]+ 3 août ${year} au [a-z]+ 16 août ${year}`, 'i')).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);

    await page
      .getByRole('group', { name: 'Année des jours fériés' })
      .getByRole('button', { name: String(year), exact: true })
      .click();
    const holidays = page.getByRole('list', { name: `Jours fériés ${year} à venir` });
    await holidays.getByRole('button', { name: /\(Fête nationale\)$/ }).click();
    await holidays.getByText('Fête nationale').locator('xpath=ancestor::li').getByText('Fermé').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'availability-periods-desktop');

    const phone = await (await newContext(env.browser, 'phone')).newPage();
    const phoneWatch = watchPage(phone);
    await logIn(phone, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await phone.waitForURL(/\/dashboard/);
    await phone.goto(`${url}/dashboard/availability`);
    await phone.getByText(/Congés d’été/).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'availability-periods-phone');
    expect([...watch.errors, ...phoneWatch.errors]).toEqual([]);
  });

  it('chooses a readable booking address; the id’s address moves there', async () => {
    const url = env.server.url;
    const page = await (await newContext(env.browser, 'desktop')).newPage();
    const watch = watchPage(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    const providerId = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('user') ?? localStorage.getItem('user') ?? '{}').id as string,
    );
    await page.goto(`${url}/dashboard/booking-page`);
    const field = page.getByLabel('Adresse lisible');
    await field.fill('admin');
    await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await page.getByText('Cette adresse est réservée : choisissez-en une autre.').waitFor();
    await field.fill('camille-martin-coiffure');
    await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await page.getByText('Votre nouvelle adresse est en ligne.').waitFor();
    await page.getByText(`${url}/booking/camille-martin-coiffure`, { exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-page-slug-desktop');

    const customer = await (await newContext(env.browser, 'phone')).newPage();
    const customerWatch = watchPage(customer);
    await customer.goto(`${url}/booking/${providerId}`);
    await customer.waitForURL(`${url}/booking/camille-martin-coiffure`);
    await customer.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(customer)).toEqual([]);
    await screenshot(customer, 'booking-slug-phone');
    expect([...watch.errors, ...customerWatch.errors]).toEqual([]);
  });

  it('puts a photo or logo on the booking page: sent from the dashboard, shown round on the public card', async () => {
    const url = env.server.url;
    // 600 × 400, a teal field with an amber disc in the middle: the server keeps the centred square.
    const logo = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#0f766e"/><circle cx="300" cy="200" r="150" fill="#fbbf24"/><rect x="250" y="150" width="100" height="100" rx="20" fill="#0f766e"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const page = await (await newContext(env.browser, 'desktop')).newPage();
    const watch = watchPage(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    const providerId = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('user') ?? localStorage.getItem('user') ?? '{}').id as string,
    );
    await page.goto(`${url}/dashboard/booking-page`);
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Photo ou logo' }) });
    await card.getByText('Aucune image pour l’instant.').waitFor();
    await card
      .getByLabel('Choisir une image')
      .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: logo });
    await card.getByText('Photo ou logo : formats acceptés JPEG, PNG ou WebP.').waitFor();
    await card
      .getByLabel('Choisir une image')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await card.getByText('Votre image est en ligne sur votre page de réservation.').waitFor();
    const preview = card.getByRole('img');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await card.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-page-logo-desktop');

    for (const kind of ['phone', 'wide'] as const) {
      const customer = await (await newContext(env.browser, kind)).newPage();
      const customerWatch = watchPage(customer);
      await customer.goto(`${url}/booking/${providerId}`);
      const name = (await customer.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const shown = customer.getByRole('img', { name, exact: true });
      await expect
        .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(256);
      const box = await shown.boundingBox();
      expect([box?.width, box?.height]).toEqual([64, 64]);
      expect(await shown.evaluate((img) => getComputedStyle(img).borderRadius)).not.toBe('0px');
      expect(await seriousViolations(customer)).toEqual([]);
      await screenshot(customer, `booking-logo-${kind}`);
      expect(customerWatch.errors).toEqual([]);
    }
    expect(watch.errors).toEqual([]);
  });

  it('keeps the service form’s buttons on screen when its errors make it taller than the window', async () => {
    const url = env.server.url;
    for (const kind of ['phone', 'desktop'] as const) {
      const page = await (await newContext(env.browser, kind)).newPage();
      const watch = watchPage(page);
      await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
      await page.waitForURL(/\/dashboard/);
      await page.goto(`${url}/dashboard/services`);
      await page.getByRole('button', { name: 'Nouvelle prestation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouvelle prestation' });
      await dialog.getByLabel('Prix (€)').fill('trente');
      await dialog.getByLabel('Avant (min)').fill('dix');
      await dialog.getByLabel('Après (min)').fill('-5');
      const submit = dialog.getByRole('button', { name: 'Créer la prestation' });
      await submit.click();
      await dialog.getByText('Le nom de la prestation est requis').waitFor();
      // Seen by a person: inside the window and not covered by anything else.
      const onScreen = (element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && element.contains(hit);
      };
      expect(await submit.evaluate(onScreen), kind).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Annuler' }).evaluate(onScreen), kind).toBe(true);
      // The last error, scrolled to, shows above the buttons rather than under them.
      const lastError = dialog.getByText('Indiquez un nombre de minutes').last();
      await lastError.scrollIntoViewIfNeeded();
      expect(await lastError.evaluate(onScreen), kind).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `service-form-errors-${kind}`);

      await dialog.getByLabel('Nom de la prestation').fill(`Massage (${kind})`);
      await dialog.getByRole('button', { name: '45 min' }).click();
      await dialog.getByLabel('Prix (€)').fill('50');
      await dialog.getByLabel('Avant (min)').fill('0');
      await dialog.getByLabel('Après (min)').fill('10');
      await submit.click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('list', { name: 'Vos prestations' }).getByText(`Massage (${kind})`).waitFor();
      expect(watch.errors).toEqual([]);
    }
  });
});
