import { describe, expect, it } from 'vitest';
import { renderDpaSigned } from './dpa-signed';

describe('renderDpaSigned', () => {
  it('tells the provider in French what was signed and when (Europe/Paris)', () => {
    const email = renderDpaSigned({
      name: '<b>Élodie</b>',
      numeroContrat: 'CRN-DPA-2026-000123',
      // 00:30 UTC on the October DST Sunday is 02:30 in Paris (summer time until 01:00 UTC).
      signedAt: new Date('2026-10-25T00:30:00Z'),
      contentHash: 'a'.repeat(64),
      appUrl: 'https://creneau.example.fr',
    });
    expect(email.subject).toBe('Votre DPA CRN-DPA-2026-000123 est signé');
    expect(email.text).toContain('Signé le : dimanche 25 octobre 2026 à 02:30');
    expect(email.text).toContain(`Empreinte SHA-256 : ${'a'.repeat(64)}`);
    expect(email.text).toContain('pièce jointe');
    expect(email.html).toContain('&lt;b&gt;Élodie&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Élodie');
  });
});
