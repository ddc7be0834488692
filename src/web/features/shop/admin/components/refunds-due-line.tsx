import { Banknote } from 'lucide-react';
import { Link } from 'react-router';
import { useAdminOrdersQuery } from '../api/orders';

/**
 * The admin home's « 2 virements à rembourser » (issue 30): cancelled orders paid by transfer,
 * credited at the cancellation, whose money the team still owes; nothing while there is none.
 */
export function RefundsDueLine() {
  const due = useAdminOrdersQuery({ refundDue: 'true', page: 1 }).data?.total ?? 0;
  if (due === 0) return null;
  return (
    <p className="mb-4 flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Banknote className="size-4 shrink-0" aria-hidden="true" />
      <Link
        to="/admin/physical-orders?refundDue=true"
        className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {due} virement{due > 1 ? 's' : ''} à rembourser
      </Link>
      <span>
        : avoir émis à l’annulation ; marquez chaque commande « Remboursée » une fois l’argent renvoyé.
      </span>
    </p>
  );
}
