import type { TSubprocessorChangeEntry, TSubprocessorEntry } from '../../db/schema';
import {
  ActionButton,
  CELL,
  EmailLayout,
  EmailTable,
  Paragraph,
  renderHtml,
  type TRenderedEmail,
  textFooter,
} from './layout';

export type TSubprocessorsChangedInput = {
  name: string;
  /** « 2 juin 2026 »: when the change was announced, and when it applies (30 days later). */
  announcedOn: string;
  effectiveOn: string;
  changes: readonly TSubprocessorChangeEntry[];
  /** The instance's contact address (the configuration's `supportEmail`). */
  supportEmail: string;
  appUrl: string;
};

const KIND_LABELS = { added: 'Ajout', removed: 'Retrait', changed: 'Modification' } as const;
const FIELDS = [
  ['name', 'nom'],
  ['role', 'rôle'],
  ['country', 'pays'],
] as const;

/** « Ajout : Mailjet — Envoi des e-mails (France) », « Modification : Scaleway — pays : France → Pays-Bas ». */
export function describeChange(change: TSubprocessorChangeEntry): string {
  const whole = (s: TSubprocessorEntry) => `${s.name} — ${s.role} (${s.country})`;
  switch (change.kind) {
    case 'added':
      return `${KIND_LABELS.added} : ${whole(change.after)}`;
    case 'removed':
      return `${KIND_LABELS.removed} : ${whole(change.before)}`;
    case 'changed': {
      const { before, after } = change;
      const moves = FIELDS.filter(([key]) => before[key] !== after[key]).map(
        ([key, label]) => `${label} : ${before[key]} → ${after[key]}`,
      );
      return `${KIND_LABELS.changed} : ${before.name} — ${moves.join(', ')}`;
    }
  }
}

/** One cell of the table: the value, or « avant → après » when a change moved it. */
function cellOf(change: TSubprocessorChangeEntry, key: keyof TSubprocessorEntry): string {
  if (change.kind === 'added') return change.after[key];
  if (change.kind === 'removed') return change.before[key];
  const { before, after } = change;
  return before[key] === after[key] ? after[key] : `${before[key]} → ${after[key]}`;
}

export const subprocessorsChangedSubject = (effectiveOn: string) =>
  `Changement de nos sous-traitants ultérieurs à partir du ${effectiveOn} — Créneau`;

/**
 * The DPA's article 9 notice to every provider: what changed in the sub-processors, from when, how
 * to object, and how to terminate. Contractual: sent whatever the notification preferences.
 */
export function renderSubprocessorsChanged(input: TSubprocessorsChangedInput): TRenderedEmail {
  const listUrl = `${input.appUrl}/rgpd#sous-traitants`;
  const documentsUrl = `${input.appUrl}/rgpd/documents`;
  const intro = `Comme le prévoit l’article 9 de votre accord de sous-traitance (DPA), nous vous informons d’un changement de nos sous-traitants ultérieurs, annoncé le ${input.announcedOn}. Il s’applique à partir du ${input.effectiveOn}.`;
  const object = `Vous pouvez vous opposer à ce changement d’ici le ${input.effectiveOn} : répondez-nous par la fenêtre « Besoin d’aide ? » de votre tableau de bord, ou écrivez à ${input.supportEmail}.`;
  const terminate =
    'Vous pouvez aussi résilier le service : supprimez votre compte depuis la rubrique « RGPD » de votre tableau de bord (« Supprimer mon compte »), après avoir exporté vos données si vous le souhaitez.';
  const html = renderHtml(
    <EmailLayout
      preheader={`Changement de nos sous-traitants ultérieurs à partir du ${input.effectiveOn}.`}
      appUrl={input.appUrl}
    >
      <Paragraph>Bonjour {input.name},</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <EmailTable headings={['Changement', 'Sous-traitant', 'Rôle', 'Pays']}>
        {input.changes.map((change) => (
          <tr key={describeChange(change)}>
            <td style={{ ...CELL, fontWeight: 600 }}>{KIND_LABELS[change.kind]}</td>
            <td style={CELL}>{cellOf(change, 'name')}</td>
            <td style={CELL}>{cellOf(change, 'role')}</td>
            <td style={CELL}>{cellOf(change, 'country')}</td>
          </tr>
        ))}
      </EmailTable>
      <Paragraph>
        Vous pouvez vous opposer à ce changement d’ici le {input.effectiveOn} : répondez-nous par la fenêtre «
        Besoin d’aide ? » de votre tableau de bord, ou écrivez à{' '}
        <a href={`mailto:${input.supportEmail}`}>{input.supportEmail}</a>.
      </Paragraph>
      <Paragraph>{terminate}</Paragraph>
      <ActionButton href={listUrl} label="Voir la liste des sous-traitants" />
      <Paragraph muted>
        Vos documents RGPD (DPA, export, suppression du compte) : <a href={documentsUrl}>{documentsUrl}</a>
      </Paragraph>
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${input.name},`,
    '',
    intro,
    '',
    ...input.changes.map((change) => `- ${describeChange(change)}`),
    '',
    object,
    '',
    terminate,
    '',
    `La liste des sous-traitants : ${listUrl}`,
    `Vos documents RGPD (DPA, export, suppression du compte) : ${documentsUrl}`,
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject: subprocessorsChangedSubject(input.effectiveOn), html, text };
}
