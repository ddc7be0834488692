import { Link } from 'react-router';
import { formatDateTime } from '../../../../shared/french-format';
import {
  PAYMENT_MODE_LABELS,
  paymentAmountText,
  paymentStatusText,
  type TReceivedPayment,
} from '../../../../shared/schemas/booking-payments';

/** Where a booking's details open (the appointments list reads `?booking=`). */
export function bookingPath(bookingId: string): string {
  return `/dashboard/appointments?booking=${encodeURIComponent(bookingId)}`;
}

type TListProps = { payments: TReceivedPayment[]; zone: string };

function BookingLink({ payment }: { payment: TReceivedPayment }) {
  return (
    <Link
      to={bookingPath(payment.bookingId)}
      className="font-medium text-brand-700 underline hover:text-brand-800"
      aria-label={`Voir le rendez-vous de ${payment.clientName}`}
    >
      Voir le rendez-vous
    </Link>
  );
}

/** Desktop: one row per payment. */
function PaymentsTable({ payments, zone }: TListProps) {
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">Paiements reçus, les plus récents d’abord</caption>
      <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
        <tr>
          {['Rendez-vous', 'Client', 'Prestation', 'Type', 'Montant', 'Statut', ''].map((title, i) => (
            <th key={title || i} scope="col" className="px-2 py-2 font-medium">
              {title || <span className="sr-only">Détails</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {payments.map((p) => (
          <tr key={p.bookingId}>
            <td className="px-2 py-2 whitespace-nowrap">{formatDateTime(p.start, zone, 'medium')}</td>
            <td className="px-2 py-2">{p.clientName}</td>
            <td className="px-2 py-2">{p.serviceName}</td>
            <td className="px-2 py-2">{PAYMENT_MODE_LABELS[p.mode]}</td>
            <td className="px-2 py-2">{paymentAmountText(p)}</td>
            <td className="px-2 py-2">{paymentStatusText(p)}</td>
            <td className="px-2 py-2">
              <BookingLink payment={p} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: one card per payment, nothing wider than the screen. */
function PaymentCards({ payments, zone }: TListProps) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Paiements reçus">
      {payments.map((p) => (
        <li key={p.bookingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <p className="font-semibold break-words text-slate-900">{p.clientName}</p>
          <p className="break-words text-slate-700">
            {p.serviceName} · {formatDateTime(p.start, zone, 'medium')}
          </p>
          <p className="mt-1 text-slate-900">
            {PAYMENT_MODE_LABELS[p.mode]} · {paymentAmountText(p)}
          </p>
          <p className="text-slate-600">{paymentStatusText(p)}</p>
          <p className="mt-2">
            <BookingLink payment={p} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The received payments: a table on a wide screen, cards on a phone (CSS decides, both are in the page). */
export function ReceivedPaymentsList(props: TListProps) {
  return (
    <>
      <PaymentsTable {...props} />
      <PaymentCards {...props} />
    </>
  );
}
