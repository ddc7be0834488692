import { ChevronRight, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../../shared/french-format';
import { formatPhone, phoneHref } from '../../../../shared/phone-format';
import type { TClientSummary } from '../../../../shared/schemas/clients';
import { clientPath } from '../utils/client-path';

/** Phones: a card a client, contact links large enough for a thumb, the name leading to their page. */
export function ClientCards({ clients, zone }: { clients: readonly TClientSummary[]; zone: string }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Vos clients">
      {clients.map((client) => (
        <li key={client.key} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <Link
            to={clientPath(client.key)}
            className="flex items-center justify-between gap-2 font-semibold text-slate-900"
          >
            {client.name}
            <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          </Link>
          <div className="mt-2 flex flex-col gap-1.5">
            {client.email && (
              <a
                href={`mailto:${client.email}`}
                title={client.email}
                className="flex min-w-0 items-center gap-2 text-brand-700"
              >
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">{client.email}</span>
              </a>
            )}
            {client.phone && (
              <a href={phoneHref(client.phone)} className="flex items-center gap-2 text-brand-700">
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {formatPhone(client.phone)}
              </a>
            )}
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt className="text-slate-500">Visites</dt>
              <dd className="font-medium text-slate-900">{client.visits}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Dernière visite</dt>
              <dd className="font-medium text-slate-900">{formatDate(client.lastVisit, zone, 'medium')}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Prochain rendez-vous</dt>
              <dd className="font-medium text-slate-900">
                {formatDateTime(client.nextVisit, zone, 'medium')}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
