import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useOpenJobFailureCount } from '../api/list-job-failures';

/** The admin home's « 3 envois en échec », linking to the page; nothing while there is none (or no answer). */
export function JobFailuresLine() {
  const open = useOpenJobFailureCount().data ?? 0;
  if (open === 0) return null;
  return (
    <p className="mb-4 flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
      <Link
        to="/admin/job-failures"
        className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {open} envoi{open > 1 ? 's' : ''} en échec
      </Link>
      <span>à relancer ou à marquer comme traité{open > 1 ? 's' : ''}.</span>
    </p>
  );
}
