import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { localStart } from '../../../test/booking-factories';
import {
  bookingRow,
  bookPublic,
  payingProviderWith,
  setUpHoldWorld,
} from '../../../test/booking-payments-world';

describe('the Stripe stand-in’s payment page (the browser journey, issue 34)', () => {
  const w = setUpHoldWorld();

  it('shows an accessible « Payer » button whose POST delivers the signed event and returns to the manage page', async () => {
    await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = w.t.app.server.address() as AddressInfo;
    w.stripe.connectWebhookUrl = `http://127.0.0.1:${port}/api/payments/connect/webhook`;
    const { provider, service } = await payingProviderWith(w.t, { mode: 'deposit', amountCents: 2000 });
    const created = await bookPublic(
      w.t,
      provider.id,
      service.id,
      localStart(w.t, 3, '10:00'),
      'pay@exemple.fr',
    );
    const { booking, checkoutUrl, manageUrl } = created.json();
    const page = await fetch(checkoutUrl);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(/<button type="submit" aria-label="Payer 20,00 €">Payer 20,00 €<\/button>/);
    expect(html).toContain('min-height:48px');
    const paid = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${manageUrl}?paiement=ok`);
    expect(await bookingRow(w.t, booking.id)).toMatchObject({ status: 'confirmed' });
  });
});
