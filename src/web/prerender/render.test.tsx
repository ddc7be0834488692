import { describe, expect, it, vi } from 'vitest';
import { formatDateKey } from '../../shared/french-format';
import { PROVIDER_ID, provider, SERVICE_ID } from '../features/booking-public/test/fixtures';
import { addDays, todayIn } from '../features/booking-public/utils/calendar-dates';
import { renderBookingPage, renderLanding } from './render';

const parse = (html: string) => new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');

describe('the first screens drawn before any script (issue 37 item 6, ADR 0068)', () => {
  it('draws the whole landing page: header, hero, sections and footer, no spinner', async () => {
    const document = parse(await renderLanding());
    expect(document.querySelector('h1')?.textContent).toMatch(/Vos clients réservent en ligne/);
    expect(document.querySelector('header')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
    expect(document.querySelector('main#main-content')).not.toBeNull();
    expect(document.querySelector('.animate-spin')).toBeNull();
  });

  it('draws a provider’s booking page from their profile: name, prestations, no spinner', async () => {
    const document = parse(await renderBookingPage(`/booking/${provider.id}`, provider.id, provider));
    expect(document.querySelector('h1')?.textContent).toBe(provider.displayName);
    for (const service of provider.services) expect(document.body.textContent).toContain(service.name);
    expect(document.querySelector('.animate-spin')).toBeNull();
  });

  it('draws no time-zone notice: the visitor’s zone is known only to their browser, which adds it', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...zone,
      timeZone: 'America/Montreal',
    });
    const day = addDays(todayIn(provider.timezone), 3);
    const url = `/booking/${PROVIDER_ID}?service=${SERVICE_ID}&date=${day}`;
    const document = parse(await renderBookingPage(url, PROVIDER_ID, provider));
    expect(document.body.textContent).toContain(`Créneaux du ${formatDateKey(day)}`);
    expect(document.body.textContent).not.toContain('vous êtes en');
    vi.restoreAllMocks();
  });
});
