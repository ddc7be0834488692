import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../../shared/french-format';
import type { TClientSummary } from '../../../../shared/schemas/booking';
import { telHref } from '../utils/tel-href';

type ClientsTableProps = {
  clients: readonly TClientSummary[];
  zone: string;
  renderActions: (client: TClientSummary) => ReactNode;
};

/** Wide screens: one row a client, every column at a glance. */
export function ClientsTable({ clients, zone, renderActions }: ClientsTableProps) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Vos clients</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Nom
            </th>
            <th scope="col" className="px-4 py-3">
              E-mail
            </th>
            <th scope="col" className="px-4 py-3">
              Téléphone
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Visites
            </th>
            <th scope="col" className="px-4 py-3">
              Dernière visite
            </th>
            <th scope="col" className="px-4 py-3">
              Prochain rendez-vous
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Données personnelles
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {clients.map((client) => (
            <tr key={`${client.email}|${client.name}|${client.phone}`}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {client.name}
              </th>
              <td className="px-4 py-3 break-all">
                {client.email ? (
                  <a href={`mailto:${client.email}`} className="text-brand-700 hover:underline">
                    {client.email}
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {client.phone ? (
                  <a href={telHref(client.phone)} className="text-brand-700 hover:underline">
                    {client.phone}
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{client.visits}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(client.lastVisit, zone, 'medium')}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {formatDateTime(client.nextVisit, zone, 'medium')}
              </td>
              <td className="px-4 py-3 text-right">{renderActions(client)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
