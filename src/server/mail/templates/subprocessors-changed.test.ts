import { describe, expect, it } from 'vitest';
import { describeChange, renderSubprocessorsChanged } from './subprocessors-changed';

const scaleway = { name: 'Scaleway SAS', role: 'Hébergement', country: 'France' };
const brevo = { name: 'Brevo', role: 'Envoi des e-mails', country: 'France' };

describe('renderSubprocessorsChanged', () => {
  const email = renderSubprocessorsChanged({
    name: 'Léa <b>',
    announcedOn: '2 novembre 2026',
    effectiveOn: '2 décembre 2026',
    changes: [
      { kind: 'changed', before: scaleway, after: { ...scaleway, role: 'Hébergement et sauvegardes' } },
      { kind: 'removed', before: brevo },
    ],
    supportEmail: 'aide@exemple.fr',
    appUrl: 'https://creneau.example.fr',
  });

  it('names each change, its date, and how to object or terminate, in text and HTML', () => {
    expect(email.subject).toBe(
      'Changement de nos sous-traitants ultérieurs à partir du 2 décembre 2026 — Créneau',
    );
    expect(email.text).toContain(
      '- Modification : Scaleway SAS — rôle : Hébergement → Hébergement et sauvegardes',
    );
    expect(email.text).toContain('- Retrait : Brevo — Envoi des e-mails (France)');
    expect(email.text).toContain('d’ici le 2 décembre 2026');
    expect(email.text).toContain('https://creneau.example.fr/rgpd/documents');
    expect(email.html).toContain('>Retrait</td>');
    expect(email.html).toContain('Hébergement → Hébergement et sauvegardes');
    expect(email.html).toContain('href="https://creneau.example.fr/rgpd#sous-traitants"');
    // Names are escaped.
    expect(email.html).toContain('Bonjour Léa &lt;b&gt;,');
  });

  it('describes an addition with its role and country', () => {
    expect(describeChange({ kind: 'added', after: brevo })).toBe(
      'Ajout : Brevo — Envoi des e-mails (France)',
    );
  });
});
