import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AuditEntries } from '../../components/admin/audit-entries';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { SectionCard } from '../../components/ui/section-card';
import { Toast } from '../../components/ui/toast';
import { useAuth } from '../../lib/auth/auth-context';
import { useUserQuery } from './api/get-user';
import { UserActionsSection } from './components/user-actions-section';
import {
  BookingsSection,
  DpaSection,
  ProfileSection,
  SessionsSection,
} from './components/user-detail-sections';

/**
 * /admin/users/:id: one account — profile, status and actions, DPA, bookings, sessions, its audit
 * entries. A provider's plan and credits are the billing feature's card, which the route hands in.
 */
export function UserPage({ billingCard }: { billingCard: (userId: string) => ReactNode }) {
  const { id = '' } = useParams();
  const { user: me } = useAuth();
  const query = useUserQuery(id);
  const [toast, setToast] = useState<string | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);
  useDocumentTitle(`${query.data?.user.name ?? 'Utilisateur'} — Administration — Créneau`);

  return (
    <>
      <Link
        to="/admin"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Tous les utilisateurs
      </Link>
      <QueryState
        query={query}
        loadingLabel="Chargement du compte…"
        errorLabel="Impossible de charger ce compte."
      >
        {(data) => (
          <>
            <PageHeader title={data.user.name}>{data.user.email}</PageHeader>
            <div className="grid gap-5 lg:grid-cols-2">
              <ProfileSection user={data.user} />
              <UserActionsSection user={data.user} isSelf={me?.id === data.user.id} onDone={setToast} />
              <DpaSection dpa={data.dpa} />
              <BookingsSection bookings={data.bookings} />
              {data.user.role === 'client' && !data.user.deletedAt && (
                <div className="lg:col-span-2">{billingCard(data.user.id)}</div>
              )}
              <div className="lg:col-span-2">
                <SessionsSection sessions={data.sessions} />
              </div>
              <div className="lg:col-span-2">
                <SectionCard title="Journal">
                  {data.audit.length === 0 ? (
                    <p className="text-sm text-slate-700">Aucune action d’administrateur sur ce compte.</p>
                  ) : (
                    <>
                      <AuditEntries entries={data.audit} showTarget={false} />
                      <Link
                        to={`/admin/audit?targetType=user&targetId=${data.user.id}`}
                        className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
                      >
                        Tout l’historique de ce compte
                      </Link>
                    </>
                  )}
                </SectionCard>
              </div>
            </div>
          </>
        )}
      </QueryState>
      <Toast message={toast} onDismiss={dismissToast} />
    </>
  );
}
