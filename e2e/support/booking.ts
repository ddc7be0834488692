import type { Page } from 'playwright-core';

export const DEMO_PROVIDER_LOGIN = { email: 'camille@demo.creneau.fr', password: 'Demo-pro-2026' };

/** The demo provider's id (its public booking id), from a real login through the API. */
export async function demoProviderId(baseUrl: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/health`);
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie },
    body: JSON.stringify(DEMO_PROVIDER_LOGIN),
  });
  const body = (await res.json()) as { user: { id: string } };
  return body.user.id;
}

/** Opens the booking page, picks the service, the first day with free slots; returns the slot buttons' texts. */
export async function openFirstAvailableDay(
  page: Page,
  baseUrl: string,
  providerId: string,
  service: string,
) {
  await page.goto(`${baseUrl}/booking/${providerId}`);
  await page.getByRole('button', { name: new RegExp(service) }).click();
  const day = page
    .getByRole('gridcell')
    .getByRole('button', { name: /créneaux disponibles/ })
    .first();
  await day.click();
  const firstSlot = page.getByRole('button', { name: /^\d{2}:\d{2}$/ }).first();
  await firstSlot.waitFor();
  return page.getByRole('button', { name: /^\d{2}:\d{2}$/ }).allTextContents();
}

export async function fillClientForm(page: Page, client: { name: string; email: string; phone: string }) {
  await page.getByLabel('Nom', { exact: true }).fill(client.name);
  await page.getByLabel('Email', { exact: true }).fill(client.email);
  await page.getByLabel('Téléphone').fill(client.phone);
  await page.getByLabel('Message').fill('Première séance, merci !');
  await page.getByRole('checkbox').check();
}
