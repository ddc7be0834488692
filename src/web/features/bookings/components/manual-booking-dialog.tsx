import { sectionPath } from '../../../components/layout/dashboard-sections';
import { ActionButton } from '../../../components/ui/action-button';
import { LinkButton } from '../../../components/ui/link-button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Notice } from '../../../components/ui/notice';
import { InlineSpinner } from '../../../components/ui/spinner';
import { useServicesQuery } from '../../../lib/provider-data/get-services';
import type { TCreatedBookings } from '../api/create-manual-booking';
import { ManualBookingForm, type TManualClient } from './manual-booking-form';

/** Where the form starts: a date and time, and for a known client (issue 37) who and, taken again, what. */
export type TManualDraft = { date: string; time: string; client?: TManualClient; serviceId?: string };

type ManualBookingDialogProps = {
  draft: TManualDraft;
  zone: string;
  onClose: () => void;
  onCreated: (created: TCreatedBookings) => void;
};

/** « Nouveau rendez-vous »: for a customer who called rather than booked online. */
export function ManualBookingDialog({ draft, zone, onClose, onCreated }: ManualBookingDialogProps) {
  const services = useServicesQuery();
  const active = services.data?.filter((s) => s.active) ?? [];
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Nouveau rendez-vous"
      description="Pour un client qui vous a contacté directement. Les horaires sont ceux de votre fuseau."
    >
      {services.isPending && <InlineSpinner label="Chargement des prestations…" />}
      {services.isError && (
        <div className="space-y-3">
          <Notice tone="error">Impossible de charger vos prestations.</Notice>
          <ActionButton variant="secondary" onClick={() => void services.refetch()}>
            Réessayer
          </ActionButton>
        </div>
      )}
      {services.isSuccess && active.length === 0 && (
        <div className="space-y-3">
          <Notice tone="info">Créez d'abord une prestation : chaque rendez-vous en réserve une.</Notice>
          <LinkButton to={sectionPath('services')} variant="secondary">
            Gérer mes services
          </LinkButton>
        </div>
      )}
      {services.isSuccess && active.length > 0 && (
        <ManualBookingForm
          services={active}
          zone={zone}
          date={draft.date}
          time={draft.time}
          client={draft.client}
          serviceId={draft.serviceId}
          onCreated={onCreated}
          onCancel={onClose}
        />
      )}
    </ModalDialog>
  );
}
