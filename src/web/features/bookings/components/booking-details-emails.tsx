import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../../shared/french-format';
import type { TBooking, TBookingEmail } from '../../../../shared/schemas/booking';
import { Spinner } from '../../../components/ui/spinner';
import { useBookingEmailsQuery } from '../api/get-booking-emails';

const KIND_LABELS: Record<string, string> = {
  booking_confirmation: 'Confirmation',
  booking_reminder: 'Rappel',
  booking_cancelled_client: 'Annulation',
  booking_rescheduled_client: 'Modification',
  booking_provider_new: 'Notification au professionnel : nouveau rendez-vous',
  booking_cancelled_provider: 'Notification au professionnel : annulation',
  booking_rescheduled_provider: 'Notification au professionnel : modification',
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? 'E-mail';
}

/** The delivery state in French; a failure carries the SMTP server's reason. */
export function statusLabel(email: Pick<TBookingEmail, 'status' | 'lastError'>): string {
  switch (email.status) {
    case 'queued':
      return 'En file d’attente';
    case 'sending':
      return 'Envoi en cours';
    case 'sent':
      return 'Envoyé';
    case 'logged':
      return 'Journalisé (sans SMTP)';
    case 'failed':
      return `Échec : ${email.lastError ?? 'raison inconnue'}`;
  }
}

const STATUS_TONES: Record<TBookingEmail['status'], string> = {
  queued: 'text-slate-600',
  sending: 'text-slate-600',
  sent: 'text-emerald-700',
  logged: 'text-slate-600',
  failed: 'text-red-700',
};

function EmailRow({ email, zone }: { email: TBookingEmail; zone: string }) {
  return (
    <li className="py-2">
      <p className="text-sm font-medium text-slate-900">{kindLabel(email.kind)}</p>
      <p className="text-xs break-all text-slate-500">
        {email.erased ? 'Destinataire effacé (RGPD)' : `À ${email.to}`} ·{' '}
        {formatDateTime(email.createdAt, zone)}
      </p>
      <p className={`text-sm ${STATUS_TONES[email.status]}`}>
        {statusLabel(email)}
        {email.status === 'failed' && email.attempts > 1 ? ` (${email.attempts} essais)` : ''}
      </p>
    </li>
  );
}

/** « E-mails envoyés »: what the booking's client (and the provider) received, loaded on demand. */
export function BookingDetailsEmails({ booking, zone }: { booking: TBooking; zone: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const query = useBookingEmailsQuery(booking.id, booking.updatedAt, open);
  const Icon = open ? ChevronDown : ChevronRight;
  return (
    <section className="border-t border-slate-100 pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Icon className="size-4" aria-hidden="true" />
        E-mails envoyés
      </button>
      {open && (
        <div id={panelId} className="mt-1">
          {query.isPending && (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner className="size-4" /> Chargement des e-mails…
            </p>
          )}
          {query.isError && <p className="text-sm text-red-700">Impossible de charger les e-mails.</p>}
          {query.data?.length === 0 && (
            <p className="text-sm text-slate-600">Aucun e-mail pour ce rendez-vous.</p>
          )}
          {query.data && query.data.length > 0 && (
            <ul aria-label="E-mails du rendez-vous" className="divide-y divide-slate-100">
              {query.data.map((email) => (
                <EmailRow key={email.id} email={email} zone={zone} />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
