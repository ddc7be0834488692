import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../../shared/french-format';
import type { TClientSummary } from '../../../../shared/schemas/booking';
import { telHref } from '../utils/tel-href';

type ClientCardsProps = {
  clients: readonly TClientSummary[];
  zone: string;
  renderActions: (client: TClientSummary) => ReactNode;
};

/** Phones: a card a client, contact links large enough for a thumb. */
export function ClientCards({ clients, zone, renderActions }: ClientCardsProps) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Vos clients">
      {clients.map((client) => (
        <li
          key={`${client.email}|${client.name}|${client.phone}`}
          className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
        >
          <p className="font-semibold text-slate-900">{client.name}</p>
          <div className="mt-2 flex flex-col gap-1.5">
            {client.email && (
              <a href={`mailto:${client.email}`} className="flex items-center gap-2 break-all text-brand-700">
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                {client.email}
              </a>
            )}
            {client.phone && (
              <a href={telHref(client.phone)} className="flex items-center gap-2 text-brand-700">
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {client.phone}
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
          <div className="mt-3 border-t border-slate-100 pt-3">{renderActions(client)}</div>
        </li>
      ))}
    </ul>
  );
}
