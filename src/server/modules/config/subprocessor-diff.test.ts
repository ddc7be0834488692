import { describe, expect, it } from 'vitest';
import { diffSubprocessors } from './subprocessor-diff';

const scaleway = { name: 'Scaleway SAS', role: 'Hébergement', country: 'France' };
const brevo = { name: 'Brevo', role: 'Envoi des e-mails', country: 'France' };
const mailjet = { name: 'Mailjet', role: 'Envoi des e-mails', country: 'France' };

describe('diffSubprocessors', () => {
  it('finds no change in the same list, in any order', () => {
    expect(diffSubprocessors([scaleway, brevo], [scaleway, brevo])).toEqual([]);
    expect(diffSubprocessors([scaleway, brevo], [brevo, scaleway])).toEqual([]);
  });

  it('names an entry added, removed, or changed (same name, letter case aside)', () => {
    const moved = { ...scaleway, name: 'SCALEWAY SAS', country: 'Pays-Bas' };
    expect(diffSubprocessors([scaleway, brevo], [moved, mailjet])).toEqual([
      { kind: 'changed', before: scaleway, after: moved },
      { kind: 'added', after: mailjet },
      { kind: 'removed', before: brevo },
    ]);
  });

  it('counts a repeated entry as many times as it appears', () => {
    expect(diffSubprocessors([brevo], [brevo, brevo])).toEqual([{ kind: 'added', after: brevo }]);
    expect(diffSubprocessors([brevo, brevo], [brevo])).toEqual([{ kind: 'removed', before: brevo }]);
  });
});
