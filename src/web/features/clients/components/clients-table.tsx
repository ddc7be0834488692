import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../../shared/french-format';
import { formatPhone, phoneHref } from '../../../../shared/phone-format';
import type { TClientSort, TClientSummary } from '../../../../shared/schemas/clients';
import { clientPath } from '../utils/client-path';
import { SortHeader, type TClientsSorting } from './sort-header';

type ClientsTableProps = {
  clients: readonly TClientSummary[];
  zone: string;
  sorting: TClientsSorting;
  onSort: (column: TClientSort) => void;
};

/** Wide screens: one row a client, sortable columns, the name leading to their page. */
export function ClientsTable({ clients, zone, sorting, onSort }: ClientsTableProps) {
  const header = { sorting, onSort };
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Vos clients</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600">
          <tr>
            <SortHeader column="name" label="Nom" {...header} />
            <th scope="col" className="px-4 py-3 uppercase">
              E-mail
            </th>
            <th scope="col" className="px-4 py-3 uppercase">
              Téléphone
            </th>
            <SortHeader column="visits" label="Visites" align="right" {...header} />
            <SortHeader column="lastVisit" label="Dernière visite" {...header} />
            <SortHeader column="nextVisit" label="Prochain rendez-vous" {...header} />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {clients.map((client) => (
            <tr key={client.key} className="hover:bg-slate-50">
              <th scope="row" className="px-4 py-3 font-medium">
                <Link
                  to={clientPath(client.key)}
                  className="text-slate-900 underline-offset-2 hover:underline"
                >
                  {client.name}
                </Link>
              </th>
              <td className="max-w-64 px-4 py-3">
                {client.email ? (
                  <a
                    href={`mailto:${client.email}`}
                    title={client.email}
                    className="block truncate text-brand-700 hover:underline"
                  >
                    {client.email}
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {client.phone ? (
                  <a href={phoneHref(client.phone)} className="text-brand-700 hover:underline">
                    {formatPhone(client.phone)}
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
