import { Megaphone } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { TAdminGlobalNotification } from '../../../../shared/schemas/banners';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { Toast } from '../../../components/ui/toast';
import { parseApiError } from '../../../lib/parse-api-error';
import { type TBannerAction, useBannerActionMutation } from './api/banner-action';
import { BANNERS_PAGE_SIZE, useBannersQuery } from './api/list-banners';
import { BannerForm } from './components/banner-form';
import { BannerRow } from './components/banner-row';
import { EMPTY_BANNER_FORM, formFromBanner } from './utils/banner-form';

type TEditing = { banner: TAdminGlobalNotification | null } | null;
type TPending = { banner: TAdminGlobalNotification; action: TBannerAction } | null;

const DONE: Record<TBannerAction, string> = {
  activate: 'Annonce activée',
  deactivate: 'Annonce désactivée',
  delete: 'Annonce supprimée',
  purge: 'Annonce supprimée définitivement',
};

/** /admin/notifications: the administrators' global banners (SPEC §7 « Admin notifications »). */
export function BannersPage() {
  useDocumentTitle('Notifications — Administration — Créneau');
  const [page, setPage] = useState(1);
  const banners = useBannersQuery(page);
  const action = useBannerActionMutation();
  const [editing, setEditing] = useState<TEditing>(null);
  const [confirming, setConfirming] = useState<TPending>(null);
  const [toast, setToast] = useState<string | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);

  function run(banner: TAdminGlobalNotification, kind: TBannerAction) {
    action.reset();
    if (kind === 'delete' || kind === 'purge') {
      setConfirming({ banner, action: kind });
      return;
    }
    action.mutate(
      { id: banner._id, action: kind },
      {
        onSuccess: () => setToast(DONE[kind]),
        onError: (error) => setToast(parseApiError(error).message),
      },
    );
  }

  return (
    <>
      <PageHeader title="Notifications">
        Les annonces affichées en bandeau aux utilisateurs connectés, à tous ou à des comptes choisis. Chaque
        publication et chaque modification sont inscrites au journal d’audit.
      </PageHeader>
      <div className="mb-4 flex justify-end">
        <ActionButton onClick={() => setEditing({ banner: null })}>Nouvelle annonce</ActionButton>
      </div>
      <QueryState
        query={banners}
        loadingLabel="Chargement des annonces…"
        errorLabel="Impossible de charger les annonces."
      >
        {(data) =>
          data.notifications.length === 0 ? (
            <EmptyState icon={Megaphone} title="Aucune annonce">
              Publiez une annonce pour l’afficher en bandeau aux utilisateurs.
            </EmptyState>
          ) : (
            <>
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {data.notifications.map((banner) => (
                  <BannerRow
                    key={banner._id}
                    banner={banner}
                    onEdit={() => setEditing({ banner })}
                    onAction={(kind) => run(banner, kind)}
                  />
                ))}
              </ul>
              <Pager
                page={data.page}
                pageSize={BANNERS_PAGE_SIZE}
                total={data.total}
                onPage={setPage}
                label="Pages des annonces"
              />
            </>
          )
        }
      </QueryState>

      <ModalDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.banner ? 'Modifier l’annonce' : 'Nouvelle annonce'}
        size="large"
      >
        {editing && (
          <BannerForm
            id={editing.banner?._id ?? null}
            initial={editing.banner ? formFromBanner(editing.banner) : EMPTY_BANNER_FORM}
            onCancel={() => setEditing(null)}
            onSaved={(message) => {
              setEditing(null);
              setToast(message);
            }}
          />
        )}
      </ModalDialog>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming?.action === 'purge' ? 'Supprimer définitivement l’annonce ?' : 'Supprimer l’annonce ?'
        }
        confirmLabel={confirming?.action === 'purge' ? 'Supprimer définitivement' : 'Supprimer'}
        pending={action.isPending}
        error={action.error ? parseApiError(action.error).message : null}
        onConfirm={() => {
          if (!confirming) return;
          const { banner, action: kind } = confirming;
          action.mutate(
            { id: banner._id, action: kind },
            {
              onSuccess: () => {
                setConfirming(null);
                setToast(DONE[kind]);
              },
            },
          );
        }}
      >
        {confirming?.action === 'purge'
          ? `« ${confirming.banner.title} » sera effacée pour de bon : elle disparaît des écrans et de cette liste, et ne pourra pas être rétablie.`
          : `« ${confirming?.banner.title ?? ''} » disparaît des écrans des utilisateurs ; elle reste dans cette liste avec le statut « Supprimée ».`}
      </ConfirmDialog>
      <Toast message={toast} onDismiss={dismissToast} />
    </>
  );
}
