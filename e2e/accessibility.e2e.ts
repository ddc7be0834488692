import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { demoProviderId, openBookableDay } from './support/booking';
import { launchBrowser, newContext, VIEWPORTS, watchPage } from './support/browser';
import { bookThroughApi } from './support/public-booking';
import { startServer, type TestServer } from './support/server';

type TScreen = { name: string; open: (page: Page) => Promise<void> };

describe('public screens pass axe-core without a serious or critical violation', () => {
  let server: TestServer;
  let browser: Browser;
  let providerId: string;
  let cancelPath: string;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    providerId = await demoProviderId(server.url);
    const { cancelUrl } = await bookThroughApi(server.url, providerId, {
      name: 'Inès Moreau',
      email: `ines.moreau+${Date.now()}@exemple.fr`,
    });
    cancelPath = new URL(cancelUrl).pathname;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const screens: TScreen[] = [
    {
      name: 'accueil',
      open: async (page) => {
        await page.goto(`${server.url}/`);
        await page.getByRole('heading', { level: 1 }).waitFor();
      },
    },
    {
      name: 'connexion',
      open: async (page) => {
        await page.goto(`${server.url}/?auth=login`);
        await page.getByRole('dialog', { name: 'Connexion' }).getByLabel('Adresse e-mail').waitFor();
      },
    },
    {
      name: 'inscription',
      open: async (page) => {
        await page.goto(`${server.url}/?auth=register`);
        await page.getByRole('dialog').getByRole('button', { name: 'Créer mon compte' }).waitFor();
      },
    },
    {
      name: 'confirmation d’une nouvelle adresse e-mail',
      open: async (page) => {
        await page.goto(`${server.url}/confirm-email/lien-de-demonstration`);
        await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).waitFor();
      },
    },
    {
      name: 'mot de passe oublié',
      open: async (page) => {
        await page.goto(`${server.url}/forgot-password`);
        await page.getByRole('heading', { name: 'Mot de passe oublié' }).waitFor();
      },
    },
    {
      name: 'réservation, jour et créneau choisis, formulaire affiché',
      open: async (page) => {
        const slots = await openBookableDay(page, server.url, providerId, 'Séance découverte');
        await page.getByRole('button', { name: slots[0], exact: true }).click();
        await page.getByLabel('Nom', { exact: true }).waitFor();
      },
    },
    {
      name: 'annulation',
      open: async (page) => {
        await page.goto(`${server.url}${cancelPath}`);
        await page.getByRole('button', { name: 'Annuler le rendez-vous' }).waitFor();
      },
    },
  ];

  for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
    it.each(screens)(`$name (${viewport})`, async ({ open }) => {
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        const watcher = watchPage(page);
        await open(page);
        expect(await seriousViolations(page)).toEqual([]);
        expect(watcher.errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('the check finds serious and critical faults, and only those, page after page', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      // Pale grey text (serious), an image without a text (critical), a skipped heading level
      // (moderate: a rule the check does not run).
      await page.setContent(
        '<html lang="fr"><head><title>Essai</title></head><body><main><h1>Titre</h1><h4>Sous-titre</h4>' +
          '<p style="color:#ccc;background:#fff">Texte pâle</p><img src="data:," width="10" height="10"></main></body></html>',
      );
      const found = async () => (await seriousViolations(page)).map((v) => `${v.id} ${v.impact}`).sort();
      expect(await found()).toEqual(['color-contrast serious', 'image-alt critical']);
      // The second check on the same document reuses axe and sees the page as it is now.
      await page.evaluate(() => document.querySelector('img')?.setAttribute('alt', 'Logo'));
      expect(await found()).toEqual(['color-contrast serious']);
    } finally {
      await context.close();
    }
  });
});
