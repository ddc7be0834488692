import { Link } from 'react-router';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { InlineSpinner } from '../../../components/ui/spinner';
import { useSubprocessorsQuery } from '../api/get-subprocessors';

/**
 * The sub-processors of this instance, read from the server's configuration (the very list each
 * DPA names), so the legal pages can never drift from the contracts.
 */
export function SubprocessorsTable() {
  const query = useSubprocessorsQuery();
  if (query.isPending) return <InlineSpinner label="Chargement de la liste des sous-traitants…" />;
  if (query.isError) {
    return (
      <div className="mt-4 space-y-3">
        <Notice tone="warning">
          La liste des sous-traitants n’a pas pu être chargée. Elle figure dans chaque accord de
          sous-traitance (DPA) ; vous pouvez aussi la demander par le{' '}
          <Link to="/contact">formulaire de contact</Link>.
        </Notice>
        <ActionButton variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Réessayer
        </ActionButton>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table>
        <caption className="sr-only">Sous-traitants ultérieurs</caption>
        <thead>
          <tr>
            <th scope="col">Sous-traitant</th>
            <th scope="col">Rôle</th>
            <th scope="col">Pays</th>
          </tr>
        </thead>
        <tbody>
          {query.data.subprocessors.map((s) => (
            <tr key={`${s.nom}|${s.role}`}>
              <td className="font-medium text-slate-900">{s.nom}</td>
              <td>{s.role}</td>
              <td>{s.pays}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
