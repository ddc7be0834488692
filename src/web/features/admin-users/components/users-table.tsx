import { Link } from 'react-router';
import { DEFAULT_TIMEZONE, formatDate, formatDateTime } from '../../../../shared/french-format';
import { planById } from '../../../../shared/pricing';
import type { TAdminUserRow } from '../../../../shared/schemas/admin-users';
import { ROLE_LABELS } from '../../../components/admin/account-labels';
import { StatusBadge } from './status-badge';

const zone = DEFAULT_TIMEZONE;
const lastLogin = (user: TAdminUserRow) =>
  user.lastLoginAt ? formatDateTime(user.lastLoginAt, zone, 'medium') : 'Jamais';

function UserLink({ user }: { user: TAdminUserRow }) {
  return (
    <Link
      to={`/admin/users/${user.id}`}
      className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {user.name}
    </Link>
  );
}

const planLabel = (user: TAdminUserRow) => (user.plan ? planById(user.plan).name : '—');

const COLUMNS = [
  'Nom',
  'E-mail',
  'Rôle',
  'Statut',
  'Pack',
  'Inscription',
  'Dernière connexion',
  'RDV ce mois-ci',
];

/** A table from the `md` breakpoint, a card list on phones: same data, each name opening the account. */
export function UsersTable({ users }: { users: TAdminUserRow[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Utilisateurs</caption>
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {COLUMNS.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-4 py-3 ${index === COLUMNS.length - 1 ? 'text-right' : ''}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user.id}>
                <td className="px-4 py-3">
                  <UserLink user={user} />
                </td>
                <td className="break-all px-4 py-3 text-slate-700">{user.email}</td>
                <td className="px-4 py-3 text-slate-700">{ROLE_LABELS[user.role]}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={user.status} />
                </td>
                <td className="px-4 py-3 text-slate-700">{planLabel(user)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                  {formatDate(user.createdAt, zone, 'medium')}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">{lastLogin(user)}</td>
                <td className="px-4 py-3 text-right text-slate-700 tabular-nums">{user.bookingsThisMonth}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Utilisateurs">
        {users.map((user) => (
          <li key={user.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <UserLink user={user} />
              <StatusBadge status={user.status} />
            </div>
            <p className="break-all text-sm text-slate-600">{user.email}</p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
              <div>
                <dt className="text-slate-600">Rôle</dt>
                <dd className="text-slate-800">{ROLE_LABELS[user.role]}</dd>
              </div>
              <div>
                <dt className="text-slate-600">RDV ce mois-ci</dt>
                <dd className="text-slate-800">{user.bookingsThisMonth}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Pack</dt>
                <dd className="text-slate-800">{planLabel(user)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Inscription</dt>
                <dd className="text-slate-800">{formatDate(user.createdAt, zone, 'medium')}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Dernière connexion</dt>
                <dd className="text-slate-800">{lastLogin(user)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
