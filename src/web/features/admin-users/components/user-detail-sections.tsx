import { useState } from 'react';
import { DEFAULT_TIMEZONE, formatDate, formatDateTime } from '../../../../shared/french-format';
import { formatPhone } from '../../../../shared/phone-format';
import type { TAdminUserDetail } from '../../../../shared/schemas/admin-users';
import { ROLE_LABELS } from '../../../components/admin/account-labels';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { SectionCard } from '../../../components/ui/section-card';
import { parseApiError } from '../../../lib/parse-api-error';
import { downloadApiFile } from '../../../lib/save-file';

const zone = DEFAULT_TIMEZONE;

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfileSection({ user }: { user: TAdminUserDetail['user'] }) {
  return (
    <SectionCard title="Profil">
      <Facts
        rows={[
          ['Nom', user.name],
          ['E-mail', user.email],
          ['E-mail vérifié', user.emailVerified ? 'Oui' : 'Non'],
          ['Rôle', ROLE_LABELS[user.role]],
          ['Inscription', formatDate(user.createdAt, zone, 'long')],
          [
            'Dernière connexion',
            user.lastLoginAt ? formatDateTime(user.lastLoginAt, zone, 'long') : 'Jamais',
          ],
          ...(user.suspendedAt
            ? [['Suspendu le', formatDateTime(user.suspendedAt, zone, 'long')] as [string, string]]
            : []),
          ...(user.deletedAt
            ? [['Supprimé le', formatDateTime(user.deletedAt, zone, 'long')] as [string, string]]
            : []),
          ['Raison sociale', user.nom ?? '—'],
          ['SIRET', user.siret ?? '—'],
          ['Adresse', user.adresse ?? '—'],
          ['Téléphone', user.telephone ? formatPhone(user.telephone) : '—'],
        ]}
      />
    </SectionCard>
  );
}

export function DpaSection({ dpa }: { dpa: TAdminUserDetail['dpa'] }) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { pdfUrl } = dpa;
  return (
    <SectionCard title="DPA">
      {dpa.signed && pdfUrl ? (
        <div className="space-y-4">
          <Facts
            rows={[
              ['Statut', 'Signé'],
              ['Numéro', dpa.numeroContrat ?? '—'],
              ['Signé le', dpa.signedAt ? formatDateTime(dpa.signedAt, zone, 'long') : '—'],
            ]}
          />
          <ActionButton
            variant="secondary"
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              setError(null);
              downloadApiFile(pdfUrl, `DPA-${dpa.numeroContrat ?? 'signe'}.pdf`)
                .catch((err: unknown) => setError(parseApiError(err).message))
                .finally(() => setDownloading(false));
            }}
          >
            Télécharger le PDF
          </ActionButton>
          {error && <Notice tone="error">{error}</Notice>}
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          Aucun DPA signé : la page de réservation ne prend pas de rendez-vous.
        </p>
      )}
    </SectionCard>
  );
}

export function BookingsSection({ bookings }: { bookings: TAdminUserDetail['bookings'] }) {
  return (
    <SectionCard title="Rendez-vous">
      <Facts
        rows={[
          ['Au total', String(bookings.total)],
          ['Ce mois-ci', String(bookings.thisMonth)],
          ['À venir', String(bookings.upcoming)],
        ]}
      />
    </SectionCard>
  );
}

export function SessionsSection({ sessions }: { sessions: TAdminUserDetail['sessions'] }) {
  return (
    <SectionCard title="Sessions actives">
      {sessions.length === 0 ? (
        <p className="text-sm text-slate-700">Aucune session ouverte.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {sessions.map((session) => (
            <li key={session.id} className="py-3 first:pt-0 last:pb-0">
              <p className="font-medium text-slate-900">
                Ouverte le {formatDateTime(session.createdAt, zone, 'medium')}
                {session.rememberMe ? ' · « Se souvenir de moi »' : ''}
              </p>
              <p className="text-slate-700">
                Expire le {formatDateTime(session.expiresAt, zone, 'medium')} ·{' '}
                {session.ip ?? 'adresse inconnue'}
              </p>
              <p className="break-all text-slate-600">{session.userAgent ?? 'Navigateur inconnu'}</p>
              {session.impersonatedBy && (
                <p className="text-amber-900">Ouverte par l’administrateur {session.impersonatedBy.email}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
