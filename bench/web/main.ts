import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import type { Page } from 'playwright-core';
import { demoProviderId } from '../../e2e/support/booking';
import { launchBrowser } from '../../e2e/support/browser';
import { startServer } from '../../e2e/support/server';
import { printTable } from '../report';
import { describeDesktopProfile } from './desktop-profile';
import { measurePages, type TMeasuredPage, type TPageVisit } from './measure-pages';
import { describePhoneProfile, PHONE_PROFILE, SLOW_PHONE_PROFILE } from './phone-profile';
import {
  BOOKING,
  BOOKING_DESKTOP,
  BOOKING_DESKTOP_FORM,
  BOOKING_FORM,
  BOOKING_SLOW,
  checkTargets,
  LANDING,
  LANDING_SLOW,
} from './targets';

/**
 * Web figures (`npm run bench`, or alone with `npm run bench:web`): builds the app, starts it as
 * `npm start` would (embedded database, demo provider), and visits the landing page and the demo
 * provider's booking page in headless Chromium on a throttled phone, then the booking page on a
 * desktop up to its form (its JavaScript only). Exits 1 when a target is missed.
 */
const RUNS = 5;

async function chooseFirstSlot(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Séance découverte/ }).click();
  await page
    .getByRole('gridcell')
    .getByRole('button', { name: /créneaux disponibles/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^\d{2}:\d{2}$/ })
    .first()
    .click();
  await page.getByLabel('Nom', { exact: true }).waitFor();
}

function visits(providerId: string): TPageVisit[] {
  const bookingReady = (page: Page) => page.getByRole('button', { name: /Séance découverte/ }).waitFor();
  return [
    {
      name: LANDING,
      path: '/',
      device: 'phone',
      ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
    },
    {
      name: BOOKING,
      path: `/booking/${providerId}`,
      device: 'phone',
      ready: bookingReady,
      after: { name: BOOKING_FORM, act: chooseFirstSlot },
    },
    // The walk's phone (issue 37 item 6): the first screens on slow 4G, for their largest paint.
    {
      name: LANDING_SLOW,
      path: '/',
      device: 'slow-phone',
      ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
    },
    { name: BOOKING_SLOW, path: `/booking/${providerId}`, device: 'slow-phone', ready: bookingReady },
    {
      // Services, calendar and form side by side: the page's whole screen.
      name: BOOKING_DESKTOP,
      path: `/booking/${providerId}`,
      device: 'desktop',
      ready: bookingReady,
      after: { name: BOOKING_DESKTOP_FORM, act: chooseFirstSlot },
    },
  ];
}

/** Phone rows only: the desktop is measured without throttling, for its JavaScript alone. */
const PHONE_ROWS = new Set([LANDING, BOOKING, LANDING_SLOW, BOOKING_SLOW]);

function printFigures(pages: TMeasuredPage[]): void {
  const kB = (bytes: number) => (bytes / 1000).toFixed(1);
  const kiB = (bytes: number) => (bytes / 1024).toFixed(1);
  printTable(
    ['page', 'JS transféré kB', 'JS encodé KiB', 'JS décompressé kB', 'fichiers JS', 'LCP ms', 'CLS'],
    pages.map(({ name, figures: f }) => [
      name,
      kB(f.jsTransferBytes),
      kiB(f.jsEncodedBytes),
      kB(f.jsDecodedBytes),
      String(f.jsFiles),
      PHONE_ROWS.has(name) ? String(Math.round(f.lcpMs)) : '—',
      PHONE_ROWS.has(name) ? f.cls.toFixed(3) : '—',
    ]),
  );
}

async function main(): Promise<number> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(`Chromium introuvable (${chromium}) : mesures web impossibles.`);
    return 1;
  }
  execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });
  // Fresh: the journeys' prepared data directory exists only inside their vitest run.
  const server = await startServer({}, { fresh: true });
  const browser = await launchBrowser();
  try {
    const providerId = await demoProviderId(server.url);
    const pages = await measurePages(browser, server.url, visits(providerId), RUNS);
    // The machine's own load shows in LCP (the CPU slowdown multiplies it): printed with the figures.
    const load = os.loadavg()[0]?.toFixed(1);
    console.log(
      `\nPages web — ${describePhoneProfile(PHONE_PROFILE)} ; ${describePhoneProfile(SLOW_PHONE_PROFILE)} ; ` +
        `${describeDesktopProfile()} ; médiane de ${RUNS} visites ; ` +
        `charge de la machine ${load} sur ${os.cpus().length} cœurs\n`,
    );
    printFigures(pages);
    const results = checkTargets(pages);
    console.log('\nObjectifs :\n');
    printTable(
      ['mesure', 'valeur', 'objectif', 'verdict'],
      results.map((r) => [r.label, r.measured, r.target, r.pass ? 'PASS' : 'FAIL']),
    );
    return results.every((r) => r.pass) ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

process.exit(await main());
