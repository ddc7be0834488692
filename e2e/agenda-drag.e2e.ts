import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { demoProviderId } from './support/booking';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { bookThroughApi } from './support/public-booking';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

/**
 * The booking made a week ahead is in one of the next weeks: step forward until it shows, each
 * step once the next week's title is up and its bookings loaded.
 */
/** The week holding that client's booking, searched from this week on (each booking takes the first free slot). */
async function findBookingWeek(page: Page, name: string) {
  const booking = page.getByRole('button', { name: new RegExp(name) });
  const title = page.locator('h2[aria-live="polite"]');
  const loading = page.getByRole('status').filter({ hasText: 'Chargement des rendez-vous…' });
  await loading.waitFor({ state: 'detached' });
  const thisWeek = await title.textContent();
  await page.getByRole('button', { name: /^Aujourd.hui$/ }).click();
  if ((await title.textContent()) !== thisWeek) await loading.waitFor({ state: 'detached' });
  for (let step = 0; step < 6 && (await booking.count()) === 0; step += 1) {
    const shown = await title.textContent();
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await expect.poll(() => title.textContent()).not.toBe(shown);
    await loading.waitFor({ state: 'detached' });
  }
  return booking;
}

describe('the agenda: drag and drop, full width (issue 15, item 6)', () => {
  const env = useJourney();

  it('drags a booking to another day and time at 1440×900, confirms, and sees it moved', async () => {
    const url = env.server.url;
    const providerId = await demoProviderId(url);
    // 90 minutes with 15-minute buffers either side, then a 30-minute booking to drag.
    await bookThroughApi(
      url,
      providerId,
      { name: 'Zoé Lambert', email: 'zoe@exemple.fr' },
      'Bilan de carrière',
    );
    await bookThroughApi(
      url,
      providerId,
      { name: 'Thomas Martin', email: 'thomas.martin@exemple.fr' },
      'Séance découverte',
    );
    const page = await (await newContext(env.browser, 'wide')).newPage();
    const watch = watchPage(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${url}/dashboard/agenda`);
    await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
    await page.getByRole('button', { name: 'Semaine' }).click();
    // The 90-minute booking's buffers are hatched around it, in whichever week it fell.
    await (await findBookingWeek(page, 'Zoé Lambert')).first().waitFor();
    expect(await page.locator('[data-buffer]').count()).toBeGreaterThan(0);
    const event = await findBookingWeek(page, 'Thomas Martin');
    await event.evaluate((el) => el.scrollIntoView({ block: 'center' }));

    // Full width: the calendar is wider than the 64rem the other sections are capped at.
    const grid = await page.getByRole('region', { name: /lundi/ }).first().boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(main?.width).toBeGreaterThan(1100);
    expect((grid?.width ?? 0) * 7).toBeGreaterThan(1000);
    expect(await event.getAttribute('aria-describedby')).toBeTruthy();
    // 30 minutes: two lines, the client's whole name (no « Thomas … »).
    const nameFits = await event.evaluate((el) => {
      const name = [...el.querySelectorAll('span')].find((span) => span.textContent === 'Thomas Martin');
      return name !== undefined && name.scrollWidth <= name.clientWidth;
    });
    expect(nameFits).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'agenda-week-wide');

    // One column over (left on the last day), two hours later.
    const box = await event.boundingBox();
    if (!box || !grid) throw new Error('le rendez-vous n’est pas affiché');
    const from = { x: box.x + box.width / 2, y: box.y + 6 };
    const dayShift =
      box.x + grid.width * 1.5 < (main?.x ?? 0) + (main?.width ?? 0) - 40 ? grid.width : -grid.width;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + dayShift, from.y + 144, { steps: 12 });
    const ghost = page.locator('[data-drag-ghost]');
    await ghost.waitFor();
    const ghostTime = (await ghost.locator('span').first().textContent())?.split(' – ')[0] ?? '';
    await screenshot(page, 'agenda-drag-ghost');
    await page.mouse.up();

    const dialog = page.getByRole('alertdialog', { name: 'Déplacer le rendez-vous ?' });
    await dialog.waitFor();
    const asked = /Déplacer le rendez-vous de Thomas Martin au (.+) à (\d\d:\d\d) \?/.exec(
      (await dialog.textContent()) ?? '',
    );
    expect(asked?.[2]).toBe(ghostTime);
    // As « Déplacer » offers: the client is told unless the box is unticked.
    expect(await dialog.getByRole('checkbox', { name: 'Prévenir le client par e-mail' }).isChecked()).toBe(
      true,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'agenda-drag-confirm');
    await dialog.getByRole('button', { name: 'Déplacer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(/^Rendez-vous déplacé : Thomas Martin le /).waitFor();
    // In the column of the day the dialog named, at the time it said.
    await page
      .getByRole('region', { name: asked?.[1] ?? '' })
      .getByRole('button', { name: new RegExp(`^${ghostTime} – \\d\\d:\\d\\d\\s*Thomas Martin`) })
      .waitFor();
    await screenshot(page, 'agenda-drag-moved');
    expect(watch.errors).toEqual([]);

    // A phone opens on the day view, where a finger drags a booking: axe clean there too.
    const phone = await (await newContext(env.browser, 'phone')).newPage();
    await logIn(phone, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await phone.waitForURL(/\/dashboard/);
    await phone.goto(`${url}/dashboard/agenda`);
    await phone.getByRole('button', { name: 'Jour', exact: true }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'agenda-day-phone');
  });
});
