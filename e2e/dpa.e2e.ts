import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, VIEWPORTS, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { logIn } from './support/sign-in';
import { registerVerifiedProvider } from './support/sign-up';

const DIALOG = 'Votre accord de traitement des données';
const PASSWORD = 'Un-bon-mot-de-passe';

/** The same screen on a phone and on a 1440×900 desktop: the journey runs on the phone. */
async function screenshotBoth(page: Page, name: string) {
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.wide);
  await screenshot(page, `${name}-wide`);
  await page.setViewportSize(VIEWPORTS.phone);
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'creneau-dpa-'));
  try {
    const file = path.join(dir, 'dpa.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    // Lines wrap anywhere in the PDF: compare words, not line breaks.
    return text.replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('DPA signature journey in Chromium (SPEC §2 "DPA modal", §4 "DPA flow")', () => {
  const env = useMailingJourney();

  it('a new provider signs the DPA on a phone, gets the PDF by e-mail and reaches the dashboard', async () => {
    const email = `lea.rousseau+${Date.now()}@exemple.fr`;
    await registerVerifiedProvider(env.server.url, env.smtp, {
      name: 'Léa Rousseau',
      email,
      password: PASSWORD,
    });
    const context = await newContext(env.browser, 'phone');
    const page = await context.newPage();
    const watcher = watchPage(page);

    await logIn(page, env.server.url, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dpa-signature');
    const dialog = page.getByRole('dialog', { name: DIALOG });
    await dialog.getByRole('heading', { name: 'Vos informations professionnelles' }).waitFor();

    // Closed, the modal leaves the explanation page and a way back.
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('heading', { name: 'Pourquoi ce contrat ?' }).waitFor();
    await screenshotBoth(page, 'dpa-closed');
    await page.getByRole('button', { name: 'Reprendre la signature' }).click();

    await dialog.getByLabel('Nom ou raison sociale').fill('Léa Rousseau-Bénard');
    await dialog.getByLabel('SIRET (facultatif)').fill('732 829 320 00074');
    await dialog.getByLabel('Téléphone (facultatif)').fill('06 12 34 56 78');
    await dialog.getByLabel('Adresse professionnelle').fill("3 rue de l'Église, 69002 Lyon");
    await dialog.getByRole('checkbox', { name: /conditions d’utilisation/ }).check();
    await dialog.getByRole('checkbox', { name: /par voie électronique/ }).check();
    await screenshotBoth(page, 'dpa-form');
    await dialog.getByRole('button', { name: 'Générer mon DPA' }).click();

    const contract = dialog.getByRole('region', { name: 'Texte du contrat' });
    await contract.getByText('Léa Rousseau-Bénard').waitFor();
    await contract.getByText(/3 rue de l'Église, 69002 Lyon/).waitFor();
    const numero = /CRN-DPA-\d{4}-\d{6}/.exec((await dialog.textContent()) ?? '')?.[0];
    expect(numero, 'numéro de contrat affiché').toBeDefined();
    await screenshotBoth(page, 'dpa-reading');
    await dialog.getByRole('button', { name: 'Continuer vers la signature' }).click();

    await dialog
      .getByRole('checkbox', { name: "J'ai lu et compris l'accord de traitement des données" })
      .check();
    await dialog.getByRole('checkbox', { name: /Je signe électroniquement/ }).check();
    await screenshotBoth(page, 'dpa-signing');
    await dialog.getByRole('button', { name: 'Signer le DPA' }).click();

    await dialog.getByRole('heading', { name: 'Votre DPA est signé' }).waitFor();
    await dialog.getByText(numero as string, { exact: true }).waitFor();
    await screenshotBoth(page, 'dpa-completed');

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Télécharger le PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`DPA-${numero}.pdf`);

    const mail = await env.smtp.waitFor(
      (m) => JSON.stringify(m.to ?? '').includes(email) && m.attachments.length > 0,
    );
    expect(mail.subject).toBe(`Votre DPA ${numero} est signé`);
    const attachment = mail.attachments.find((a) => a.filename === `DPA-${numero}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const text = pdfText(attachment?.content as Buffer);
    expect(text).toContain('Léa Rousseau-Bénard');
    expect(text).toContain(numero);
    expect(text).toContain('Accord de traitement des données à caractère personnel');
    expect(text).toMatch(/3 rue de l['’]Église, 69002 Lyon/);

    await dialog.getByRole('link', { name: 'Accéder à mon tableau de bord' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Bonjour Léa Rousseau' }).waitFor();
    await screenshot(page, 'dpa-dashboard-phone');

    // The first hour (issue 15): the checklist leads to a page that takes bookings; the address
    // typed in the DPA already serves the clients.
    const checklist = page.getByRole('region', { name: 'Pour ouvrir votre page aux réservations' });
    await checklist.getByText('Donner une adresse ou un téléphone à vos clients : fait').waitFor();
    await page.getByText(/Votre lien sera prêt à partager dès que/).waitFor();
    await screenshotBoth(page, 'first-hour-checklist');
    await checklist.getByRole('link', { name: 'Ajouter une prestation' }).click();
    await page.getByRole('button', { name: 'Créer ma première prestation' }).click();
    const service = page.getByRole('dialog', { name: 'Nouvelle prestation' });
    await service.getByLabel('Nom de la prestation').fill('Séance de sophrologie');
    await service.getByLabel('Prix (€)').fill('55');
    await service.getByRole('button', { name: 'Créer la prestation' }).click();
    await service.waitFor({ state: 'detached' });
    await page.goto(`${env.server.url}/dashboard`);
    await checklist.getByRole('link', { name: 'Saisir mes horaires' }).click();
    for (const day of ['lundi', 'mardi', 'jeudi'])
      await page.getByRole('switch', { name: `Ouvert le ${day}` }).click();
    await page.getByRole('button', { name: 'Enregistrer les horaires' }).click();
    await page.getByText('Vos horaires d’ouverture sont enregistrés.').waitFor();
    await page.goto(`${env.server.url}/dashboard`);
    await page.getByText(/Votre page peut déjà prendre des réservations/).waitFor();
    await checklist.getByRole('radio', { name: /^1 an/ }).check();
    await checklist.getByRole('button', { name: 'Enregistrer ce choix' }).click();
    await checklist.getByText(/^Tout est prêt/).waitFor();
    const link = page.locator('code').filter({ hasText: '/booking/' });
    const bookingUrl = (await link.textContent())?.trim() ?? '';
    expect(bookingUrl.startsWith(`${env.server.url}/booking/`)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'first-hour-ready');

    const client = await (await newContext(env.browser, 'phone')).newPage();
    await client.goto(bookingUrl);
    await client.getByRole('button', { name: /Séance de sophrologie/ }).waitFor();
    await screenshot(client, 'first-hour-booking-page-phone');
    expect(watcher.errors).toEqual([]);
    await context.close();
  });
});
