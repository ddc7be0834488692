import { Notice } from '../../../components/ui/notice';

/** A series refused (409): the dates that are not free; nothing was created. */
export function SeriesConflicts({
  conflicts,
}: {
  conflicts: ReadonlyArray<{ start: string; label: string }>;
}) {
  return (
    <Notice tone="error">
      <p>Ces dates ne sont pas libres :</p>
      <ul className="mt-1 list-disc pl-5">
        {conflicts.map((conflict) => (
          <li key={conflict.start}>{conflict.label}</li>
        ))}
      </ul>
      <p className="mt-1">Aucun rendez-vous n’a été créé : changez l’heure, la fréquence ou le nombre.</p>
    </Notice>
  );
}
