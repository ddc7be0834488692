import { Link } from 'react-router';
import { DEFAULT_TIMEZONE, formatDateTime } from '../../../shared/french-format';
import type { TAuditEntry } from '../../../shared/schemas/admin-users';
import { auditActionLabel, auditTargetLabel, describeChanges } from './audit-labels';

function Target({ target }: { target: TAuditEntry['target'] }) {
  const name = target.label ?? target.id ?? '—';
  if (target.type === 'user' && target.id) {
    return (
      <Link
        to={`/admin/users/${target.id}`}
        className="break-all text-brand-700 underline-offset-2 hover:underline"
      >
        {name}
      </Link>
    );
  }
  return (
    <span className="break-all">
      {auditTargetLabel(target.type)} {name}
    </span>
  );
}

function Changes({ changes }: { changes: TAuditEntry['changes'] }) {
  const lines = describeChanges(changes);
  if (lines.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The audit entries as a list of cards (one per entry: date, author, action, target, reason and
 * « champ : avant → après »), readable at 375 px as on a desktop.
 */
export function AuditEntries({
  entries,
  showTarget = true,
}: {
  entries: TAuditEntry[];
  showTarget?: boolean;
}) {
  return (
    <ol className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-2 p-4 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
          <div>
            <p className="font-medium text-slate-900">{auditActionLabel(entry.action)}</p>
            <p className="text-slate-600">
              <time dateTime={entry.at}>{formatDateTime(entry.at, DEFAULT_TIMEZONE, 'medium')}</time>
            </p>
          </div>
          <dl className="grid gap-1 text-slate-700 sm:grid-cols-[7rem_minmax(0,1fr)]">
            <dt className="text-slate-600">Auteur</dt>
            <dd className="break-all">{entry.actor?.email ?? 'Système'}</dd>
            {showTarget && (
              <>
                <dt className="text-slate-600">Cible</dt>
                <dd>
                  <Target target={entry.target} />
                </dd>
              </>
            )}
            {entry.impersonationId && (
              <>
                <dt className="text-slate-600">Connexion</dt>
                <dd>
                  <Link
                    to={`/admin/audit?impersonationId=${entry.impersonationId}`}
                    className="text-brand-700 underline-offset-2 hover:underline"
                  >
                    À la place de l’utilisateur, n° {entry.impersonationId.slice(0, 8)}
                  </Link>
                </dd>
              </>
            )}
            <dt className="text-slate-600">Motif</dt>
            <dd className="whitespace-pre-line">{entry.reason ?? '—'}</dd>
            <dt className="text-slate-600">Changements</dt>
            <dd>
              <Changes changes={entry.changes} />
            </dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
