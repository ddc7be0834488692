import type { Page } from 'playwright-core';

/** The demo accounts the server seeds on an empty database (src/server/db/seed-demo.ts). */
export const DEMO_ADMIN = { email: 'admin@demo.creneau.fr', password: 'Demo-admin-2026' };
export const DEMO_PROVIDER = {
  email: 'camille@demo.creneau.fr',
  password: 'Demo-pro-2026',
  name: 'Camille Martin',
};

/** Signs in through the landing page's login modal, as a person does. */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/?auth=login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
}
