import { DEFAULT_TIMEZONE, formatDate } from '../../../../shared/french-format';
import type { TUser } from '../../../../shared/schemas/auth';
import { ImpersonateButton } from './impersonate-button';

function roleLabel(role: TUser['role']): string {
  return role === 'admin' ? 'Administrateur' : 'Professionnel';
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${
        verified ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-800'
      }`}
    >
      {verified ? 'Oui' : 'Non'}
    </span>
  );
}

/** A table from the `md` breakpoint, a card list on phones: same data, readable at 360 px. */
export function UsersResults({ users }: { users: TUser[] }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Utilisateurs trouvés</caption>
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3">
                Nom
              </th>
              <th scope="col" className="px-4 py-3">
                E-mail
              </th>
              <th scope="col" className="px-4 py-3">
                Rôle
              </th>
              <th scope="col" className="px-4 py-3">
                E-mail vérifié
              </th>
              <th scope="col" className="px-4 py-3">
                Inscrit le
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user.id}>
                <td className="px-4 py-3">
                  <span className="font-medium text-slate-900">{user.name}</span>
                  {user.nom && <span className="block text-xs text-slate-500">{user.nom}</span>}
                </td>
                <td className="break-all px-4 py-3 text-slate-700">{user.email}</td>
                <td className="px-4 py-3 text-slate-700">{roleLabel(user.role)}</td>
                <td className="px-4 py-3">
                  <VerifiedBadge verified={user.emailVerified} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                  {formatDate(user.createdAt, DEFAULT_TIMEZONE, 'long')}
                </td>
                <td className="px-4 py-3 text-right">
                  {user.role === 'client' && <ImpersonateButton user={user} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Utilisateurs trouvés">
        {users.map((user) => (
          <li key={user.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <p className="font-medium text-slate-900">{user.name}</p>
            <p className="break-all text-sm text-slate-600">{user.email}</p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
              <div>
                <dt className="text-slate-500">Rôle</dt>
                <dd className="text-slate-800">{roleLabel(user.role)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">E-mail vérifié</dt>
                <dd>
                  <VerifiedBadge verified={user.emailVerified} />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-500">Inscrit le</dt>
                <dd className="text-slate-800">{formatDate(user.createdAt, DEFAULT_TIMEZONE, 'long')}</dd>
              </div>
            </dl>
            {user.role === 'client' && (
              <div className="mt-3">
                <ImpersonateButton user={user} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
