import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { fillClientForm } from './support/booking';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_PROVIDER } from './support/sign-in';

/** The provider's own site: another origin, a page with the pasted snippet. */
function startSite(appUrl: string, bookingPath: string): Promise<Server> {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Cabinet Martin</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;margin:0 auto;max-width:1100px;padding:16px">
<h1>Cabinet Martin — coaching</h1><p>Prenez rendez-vous ci-dessous.</p>
<script src="${appUrl}/embed.js" data-creneau="${appUrl}${bookingPath}" async></script>
<footer><p>Mentions du cabinet</p></footer></body></html>`;
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const siteOrigin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('the booking page inside the provider’s own site (issue 15, ADR 0040)', () => {
  const env = useJourney();
  let allowed: Server;
  let stranger: Server;
  beforeAll(async () => {
    const url = env.server.url;
    const provider = await apiLogin(url, DEMO_PROVIDER);
    allowed = await startSite(url, `/booking/${provider.userId}`);
    stranger = await startSite(url, `/booking/${provider.userId}`);
    const saved = await api(url, provider.token, 'PUT', '/api/provider/embed', {
      origins: [siteOrigin(allowed)],
    });
    expect(saved.status).toBe(200);
  });
  afterAll(() => {
    allowed?.close();
    stranger?.close();
  });

  it('books from inside the frame, which takes the page’s height; a site not listed shows nothing', async () => {
    const page = await (await newContext(env.browser, 'wide')).newPage();
    const watch = watchPage(page);
    await page.goto(siteOrigin(allowed));
    const frame = page.frameLocator('iframe[title="Prendre rendez-vous en ligne"]');
    await frame.getByRole('heading', { name: /Choisissez une prestation/ }).waitFor();
    await frame.getByRole('button', { name: /Séance découverte/ }).click();
    const day = frame.getByRole('button', { name: /, créneaux disponibles$/ }).first();
    await day.click();
    const slot = frame.getByRole('button', { name: /^\d{2}:\d{2}$/ }).first();
    await slot.click();
    // The frame takes the page's height: no scroll bar inside the provider's site.
    const iframe = page.locator('iframe');
    await expect
      .poll(async () => {
        const inner = await frame.locator('body').evaluate((body) => body.scrollHeight);
        const outer = (await iframe.boundingBox())?.height ?? 0;
        return outer > 640 && Math.abs(outer - inner) <= 2;
      })
      .toBe(true);
    await screenshot(page, 'embed-form-wide');
    await fillClientForm(frame, {
      name: 'Hugo Petit',
      email: `hugo+${Date.now()}@exemple.fr`,
      phone: '06 11 22 33 44',
    });
    await frame.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await frame.getByRole('heading', { name: 'Rendez-vous confirmé' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'embed-confirmed-wide');

    const phone = await (await newContext(env.browser, 'phone')).newPage();
    await phone.goto(siteOrigin(allowed));
    await phone
      .frameLocator('iframe')
      .getByRole('heading', { name: /Choisissez une prestation/ })
      .waitFor();
    await screenshot(phone, 'embed-phone');

    // Another site pasting the same code: the browser refuses to show the page in its frame.
    const other = await (await newContext(env.browser, 'wide')).newPage();
    const refused = other.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
    await other.goto(siteOrigin(stranger));
    await refused;
    expect(await other.frameLocator('iframe').getByRole('heading').count()).toBe(0);
    expect(watch.errors).toEqual([]);
  });
});
