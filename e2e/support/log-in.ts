import type { Page } from 'playwright-core';

/** Signs in through the landing page's login modal, as a person does (the caller waits for where it lands). */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/?auth=login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Adresse email').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
}
