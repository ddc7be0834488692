import { describe, expect, it } from 'vitest';
import { DASHBOARD_SECTIONS, sectionPath } from '../../../components/layout/dashboard-sections';
import { DASHBOARD_NAV } from './dashboard-nav';

describe('dashboard menu groups (issue 37)', () => {
  it('shows every section and the GDPR page exactly once, under Agenda, Clients, Réglages, Compte', () => {
    expect(DASHBOARD_NAV.map((group) => group.label)).toEqual(['Agenda', 'Clients', 'Réglages', 'Compte']);
    const paths = DASHBOARD_NAV.flatMap((group) => group.items.map((item) => item.to));
    const expected = [...DASHBOARD_SECTIONS.map(({ id }) => sectionPath(id)), '/rgpd/documents'];
    expect([...paths].sort()).toEqual([...expected].sort());
  });

  it('puts the day’s work first and what is set once under Réglages', () => {
    const groupOf = (label: string) =>
      DASHBOARD_NAV.find((group) => group.items.some((item) => item.label === label))?.label;
    expect(groupOf('Rendez-vous')).toBe('Agenda');
    expect(groupOf("Liste d'attente")).toBe('Clients');
    expect(groupOf('Prestations')).toBe('Réglages');
    expect(groupOf('Disponibilités')).toBe('Réglages');
    expect(groupOf('Abonnement')).toBe('Compte');
  });

  it('keeps each section’s label', () => {
    const items = DASHBOARD_NAV.flatMap((group) => group.items);
    for (const { id, label } of DASHBOARD_SECTIONS) {
      expect(items.find((item) => item.to === sectionPath(id))?.label).toBe(label);
    }
  });
});
