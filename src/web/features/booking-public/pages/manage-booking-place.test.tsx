import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBooking } from '../../../../shared/schemas/booking';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { booking, freezeNow, managed, PROVIDER_ID, TOKEN } from '../test/fixtures';

vi.mock('../../../lib/realtime/use-calendar-events', () => ({ useCalendarEvents: () => undefined }));

const GET = `GET /api/public/bookings/by-token/${TOKEN}`;

async function openWith(overrides: Partial<TBooking>) {
  stubFetch({ [GET]: { body: managed({ booking: booking(overrides) }) } });
  renderApp(`/booking/${PROVIDER_ID}/${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: 'Votre rendez-vous' });
  return screen.getByText('Lieu').closest('div') as HTMLElement;
}

describe('the client’s booking page says where the appointment takes place (issue 32)', () => {
  beforeEach(() => freezeNow());

  it('video: the booking’s own room, to join in a new tab', async () => {
    const room = 'https://meet.jit.si/creneau-5f1c9a2b7d3e4f60';
    const place = await openWith({ location: { type: 'video', clientAddress: '', videoUrl: room } });
    const join = within(place).getByRole('link', { name: /Rejoindre la visio/ });
    expect(join).toHaveAttribute('href', room);
    expect(join).toHaveAttribute('target', '_blank');
    expect(join.getAttribute('rel')).toMatch(/noopener/);
    expect(within(place).getByText(room)).toBeInTheDocument();
    expect(within(place).queryByText(/12 rue des Lilas/)).toBeNull();
  });

  it('phone: « Au téléphone », never the office address', async () => {
    const place = await openWith({ location: { type: 'phone', clientAddress: '', videoUrl: null } });
    expect(place).toHaveTextContent('Au téléphone');
    expect(screen.queryByText(/12 rue des Lilas/)).toBeNull();
  });

  it('home: the client’s address', async () => {
    const place = await openWith({
      location: { type: 'home', clientAddress: '4 place Bellecour, 69002 Lyon', videoUrl: null },
    });
    expect(place).toHaveTextContent('À domicile');
    expect(within(place).getByText('4 place Bellecour, 69002 Lyon')).toBeInTheDocument();
    expect(screen.queryByText(/12 rue des Lilas/)).toBeNull();
  });

  it('at the office: the provider’s address with a map link', async () => {
    const place = await openWith({});
    expect(within(place).getByText('12 rue des Lilas, 69003 Lyon')).toBeInTheDocument();
    const map = within(place).getByRole('link', { name: /Voir sur la carte/ });
    expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=12%20rue%20des%20Lilas%2C%2069003%20Lyon',
    );
    expect(map).toHaveAttribute('target', '_blank');
  });

  it('shows the client’s own answers as plain text', async () => {
    await openWith({
      answers: [
        { questionId: 'a', label: 'Allergies', type: 'textarea', value: '<b>pollen</b>' },
        { questionId: 'b', label: 'Vos objectifs', type: 'multichoice', value: ['Souplesse', 'Force'] },
        { questionId: 'c', label: 'Première séance', type: 'checkbox', value: true },
      ],
    });
    const answers = screen.getByRole('region', { name: 'Vos réponses' });
    expect(within(answers).getByText('<b>pollen</b>')).toBeInTheDocument();
    expect(answers.querySelector('b')).toBeNull();
    expect(within(answers).getByText('Souplesse, Force')).toBeInTheDocument();
    expect(within(answers).getByText('Oui')).toBeInTheDocument();
  });
});
