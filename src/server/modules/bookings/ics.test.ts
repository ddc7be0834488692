import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { renderBookingIcs, type TIcsBooking } from './ics';

const booking: TIcsBooking = {
  id: '5b0c4a52-7a31-4a4e-9d0e-3c5a4c8f2b11',
  start: new Date('2026-03-29T08:30:00Z'),
  end: new Date('2026-03-29T09:15:00Z'),
  cancelled: false,
  sequence: 2,
  updatedAt: new Date('2026-03-01T10:00:00Z'),
  serviceName: 'Coupe, shampoing',
  provider: { displayName: 'Salon Léa', email: 'lea@exemple.fr' },
  client: { name: 'Jeanne Petit', email: 'jeanne@exemple.fr' },
  location: '3 rue des Lilas, 75011 Paris',
  description: 'Gérer le rendez-vous : https://creneau.example.fr/booking/p/t',
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('renderBookingIcs', () => {
  it('writes a REQUEST with a stable UID, UTC times and the sequence', () => {
    const ics = renderBookingIcs(booking);
    expect(ics).toContain('DTSTART:20260329T083000Z');
    expect(ics).toContain('DTEND:20260329T091500Z');
    const { calendar, vevent, event } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('5b0c4a52-7a31-4a4e-9d0e-3c5a4c8f2b11@creneau');
    expect(event.sequence).toBe(2);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-29T08:30:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-29T09:15:00.000Z');
    expect(event.summary).toBe('Coupe, shampoing — Salon Léa');
    expect(event.location).toBe('3 rue des Lilas, 75011 Paris');
    expect(event.description).toContain('https://creneau.example.fr/booking/p/t');
    expect(String(vevent.getFirstPropertyValue('organizer'))).toBe('mailto:lea@exemple.fr');
    expect(String(vevent.getFirstPropertyValue('status'))).toBe('CONFIRMED');
  });

  it('writes a CANCEL for a cancelled booking, same UID', () => {
    const { calendar, vevent, event } = parse(renderBookingIcs({ ...booking, cancelled: true, sequence: 3 }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe('5b0c4a52-7a31-4a4e-9d0e-3c5a4c8f2b11@creneau');
    expect(event.sequence).toBe(3);
    expect(String(vevent.getFirstPropertyValue('status'))).toBe('CANCELLED');
  });

  it('leaves out the attendee and location when unknown', () => {
    const ics = renderBookingIcs({
      ...booking,
      client: { name: 'Paul', email: '' },
      location: '',
    });
    expect(ics).not.toContain('ATTENDEE');
    expect(ics).not.toContain('LOCATION');
  });
});

describe('names in ORGANIZER and ATTENDEE parameters', () => {
  // Every character that could end a parameter value or the property line, and non-ASCII text.
  const tricky = 'Zoé "Zo" Ñandú; ROLE=CHAIR: x,y\r\nATTENDEE:mailto:pirate@exemple.fr';
  const expectedCn = 'Zoé "Zo" Ñandú; ROLE=CHAIR: x,y ATTENDEE:mailto:pirate@exemple.fr';

  it('keeps each name inside its CN: one ORGANIZER, one ATTENDEE, nothing injected', () => {
    const { vevent } = parse(
      renderBookingIcs({
        ...booking,
        provider: { ...booking.provider, displayName: tricky },
        client: { name: tricky, email: 'jeanne@exemple.fr' },
      }),
    );
    const organizers = vevent.getAllProperties('organizer');
    const attendees = vevent.getAllProperties('attendee');
    expect(organizers).toHaveLength(1);
    expect(attendees).toHaveLength(1);
    const [organizer] = organizers;
    const [attendee] = attendees;
    expect(organizer?.getParameter('cn')).toBe(expectedCn);
    expect(attendee?.getParameter('cn')).toBe(expectedCn);
    expect(Object.keys(organizer?.toJSON()[1] ?? {})).toEqual(['cn']);
    expect(Object.keys(attendee?.toJSON()[1] ?? {}).sort()).toEqual(['cn', 'partstat', 'role', 'rsvp']);
    expect(attendee?.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(String(organizer?.getFirstValue())).toBe('mailto:lea@exemple.fr');
    expect(String(attendee?.getFirstValue()).toLowerCase()).toBe('mailto:jeanne@exemple.fr');
    expect(vevent.getAllProperties().map((p) => p.name)).toEqual([
      'uid',
      'sequence',
      'dtstamp',
      'dtstart',
      'dtend',
      'summary',
      'location',
      'description',
      'organizer',
      'attendee',
      'status',
      'last-modified',
    ]);
  });
});
