import { describe, expect, it } from 'vitest';
import { bookingPathOf, bookingUrlOf } from './booking-address';

const id = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the booking page’s address (issue 37)', () => {
  it('uses the readable address when there is one, else the id', () => {
    expect(bookingPathOf({ id, slug: 'julie-moreau' })).toBe('/booking/julie-moreau');
    expect(bookingPathOf({ id, slug: null })).toBe(`/booking/${id}`);
  });

  it('joins the origin without a doubled slash', () => {
    expect(bookingUrlOf('https://creneau.fr/', { id, slug: 'julie' })).toBe(
      'https://creneau.fr/booking/julie',
    );
    expect(bookingUrlOf('https://creneau.fr', { id, slug: null })).toBe(`https://creneau.fr/booking/${id}`);
  });
});
