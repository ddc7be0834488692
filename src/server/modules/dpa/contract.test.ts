import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildContractHtml, type TContractInput } from './contract';
import { readContractBlocks } from './contract-blocks';

const base: TContractInput = {
  numeroContrat: 'CRN-DPA-2026-000123',
  date: new Date('2026-03-29T22:30:00Z'),
  nom: 'Institut Inès',
  siret: '73282932000074',
  adresse: '3 place Bellecour, 69002 Lyon',
  telephone: '04 78 00 00 00',
  appUrl: 'https://creneau.example.fr',
  subprocessors: loadConfig({}).DPA_SUBPROCESSORS,
  smsReminders: false,
};

const headings = (html: string) =>
  readContractBlocks(html)
    .filter((b) => b.kind === 'h2')
    .map((b) => (b.kind === 'h2' ? b.text : ''));

describe('buildContractHtml', () => {
  it('gives each art. 28(3) clause (a) to (h) its own numbered article', () => {
    const titles = headings(buildContractHtml(base));
    for (const letter of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const matching = titles.filter((t) => new RegExp(`^Article \\d+ — .*3, ${letter}\\b`).test(t));
      expect(matching, `clause ${letter}`).toHaveLength(1);
    }
    const numbers = titles.filter((t) => t.startsWith('Article')).map((t) => Number(/\d+/.exec(t)?.[0]));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('covers subject, duration, nature and purpose, data types and data subjects', () => {
    const titles = headings(buildContractHtml(base));
    expect(titles).toEqual(
      expect.arrayContaining([
        'Article 1 — Objet',
        'Article 2 — Durée',
        'Article 3 — Nature et finalité du traitement',
        'Article 4 — Types de données à caractère personnel',
        'Article 5 — Catégories de personnes concernées',
      ]),
    );
    const html = buildContractHtml(base);
    expect(html).toContain('nom, adresse e-mail, numéro de téléphone, message');
    expect(html).toContain('durée de l’abonnement');
  });

  it('names the parties, the contract number and the date (Europe/Paris)', () => {
    const rows = readContractBlocks(buildContractHtml(base)).filter((b) => b.kind === 'row');
    expect(rows[1]).toMatchObject({
      cells: ['Responsable du traitement', expect.stringContaining('Institut Inès')],
    });
    expect(rows[1]?.kind === 'row' && rows[1].cells[1]).toContain('SIRET : 73282932000074');
    expect(rows[2]).toMatchObject({ cells: ['Sous-traitant', expect.stringContaining('Créneau')] });
    const html = buildContractHtml(base);
    expect(html).toContain('CRN-DPA-2026-000123');
    // 22:30 UTC on 29 March 2026 is already 30 March in Paris.
    expect(html).toContain('établi le 30 mars 2026');
  });

  it('lists the sub-processors from the configuration', () => {
    const configured = loadConfig({
      DPA_SUBPROCESSORS: 'OVHcloud|Hébergement|France;Brevo|Envoi des e-mails|France',
    }).DPA_SUBPROCESSORS;
    const rows = readContractBlocks(buildContractHtml({ ...base, subprocessors: configured }))
      .filter((b) => b.kind === 'row')
      .map((b) => (b.kind === 'row' ? b.cells : []));
    expect(rows).toContainEqual(['OVHcloud', 'Hébergement', 'France']);
    expect(rows).toContainEqual(['Brevo', 'Envoi des e-mails', 'France']);
    expect(rows).not.toContainEqual(expect.arrayContaining(["Hébergeur de l'instance"]));
    const defaults = readContractBlocks(buildContractHtml(base)).filter((b) => b.kind === 'row');
    expect(defaults).toContainEqual({
      kind: 'row',
      header: false,
      cells: [
        "Fournisseur d'e-mail de l'instance (démonstration)",
        'Envoi des e-mails transactionnels',
        'Union européenne',
      ],
    });
  });

  it('names Stripe as the provider’s own payment provider for booking payments (issue 34)', () => {
    const html = buildContractHtml(base);
    expect(html).toContain('Stripe Payments Europe, Ltd. (Irlande)');
    expect(html).toContain('et non un sous-traitant ultérieur de Créneau');
    expect(html).toContain('Créneau ne prélève aucune commission sur ces paiements');
    expect(html).toContain('ne sont jamais reçues ni conservées par le Sous-traitant');
    expect(html).toContain('paiements en ligne des clients : montant, état');
    // The configured sub-processors' table stays the list of Créneau's own sub-processors.
    const rows = readContractBlocks(html).flatMap((b) => (b.kind === 'row' ? [b.cells[0]] : []));
    expect(rows.some((nom) => nom?.includes('Stripe'))).toBe(false);
  });

  it('says what the SMS reminders carry only on an instance that sends them (issue 35)', () => {
    const without = buildContractHtml(base);
    expect(without).not.toContain('SMS');
    expect(without).toContain('historique des modifications et des e-mails envoyés');
    const html = buildContractHtml({ ...base, smsReminders: true });
    expect(html).toContain(
      'lorsque le Responsable du traitement active le rappel par SMS, envoyer un SMS de rappel (nom du Responsable du traitement, date et heure du rendez-vous) à ceux de ses clients dont le numéro est un portable français',
    );
    expect(html).toContain('historique des modifications, des e-mails et des SMS envoyés');
  });

  it('refuses a malformed DPA_SUBPROCESSORS at boot', () => {
    expect(() => loadConfig({ DPA_SUBPROCESSORS: 'OVHcloud|Hébergement' })).toThrow(
      /DPA_SUBPROCESSORS: entrées « Nom\|Rôle\|Pays »/,
    );
  });

  it('lists the security measures in place, backups left to the operator', () => {
    const html = buildContractHtml(base);
    for (const measure of ['argon2id', 'TLS', 'révocables', 'anti-CSRF', 'HSTS', 'SHA-256', 'sauvegardes']) {
      expect(html).toContain(measure);
    }
    expect(html).toContain('relèvent de l’exploitant de l’instance');
  });

  it('escapes a hostile provider name and keeps only contract markup', () => {
    const html = buildContractHtml({
      ...base,
      nom: '<script>alert(1)</script><img src=x onerror=alert(2)>',
      adresse: '"><a href="javascript:alert(3)">x</a>',
      subprocessors: [{ nom: '<b onclick=x>Hôte</b>', role: 'r', pays: 'p' }],
    });
    // Attribute-looking text stays, but only as escaped text: no element carries it.
    expect(html).not.toMatch(/<script|<img|<a |<b |<[a-z0-9]+ [^>]*on[a-z]+=/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const cells = readContractBlocks(html).flatMap((b) => (b.kind === 'row' ? b.cells : []));
    expect(cells.join(' ')).toContain('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(cells).toContain('<b onclick=x>Hôte</b>');
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
    expect([...tags].sort()).toEqual([
      'h1',
      'h2',
      'li',
      'p',
      'strong',
      'table',
      'tbody',
      'td',
      'th',
      'thead',
      'tr',
      'ul',
    ]);
  });

  it('says when the SIRET or phone were not given', () => {
    const html = buildContractHtml({ ...base, siret: null, telephone: null });
    expect(html).toContain('SIRET : non communiqué');
    expect(html).toContain('Téléphone : non communiqué');
  });
});
