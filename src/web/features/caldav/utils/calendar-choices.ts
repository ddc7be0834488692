import type { TCalendarConnection } from '../api/calendar-sync-schemas';
import type { TConnectionUpdate } from '../api/update-connection';

/** What the provider changed and has not saved yet; a key left out keeps the saved value. */
export type TChoiceEdits = {
  conflicts: Record<string, boolean>;
  /** The calendar that receives the bookings: an id, null for none, undefined when unchanged. */
  writer?: string | null;
  showTitles: Record<string, boolean>;
};

export const NO_EDITS: TChoiceEdits = { conflicts: {}, showTitles: {} };

/** The calendar that receives the bookings, across every account (the server keeps one at most). */
export function savedWriter(connections: readonly TCalendarConnection[]): string | null {
  for (const connection of connections) {
    const writer = connection.calendars.find((calendar) => calendar.writeBookings);
    if (writer) return writer.id;
  }
  return null;
}

/** The values shown: the saved ones with the edits over them. */
export function shownChoices(connections: readonly TCalendarConnection[], edits: TChoiceEdits) {
  const writer = edits.writer === undefined ? savedWriter(connections) : edits.writer;
  return {
    writer,
    checksConflicts: (calendar: { id: string; checkConflicts: boolean }) =>
      edits.conflicts[calendar.id] ?? calendar.checkConflicts,
    showsTitles: (connection: TCalendarConnection) =>
      edits.showTitles[connection.id] ?? connection.showTitles,
  };
}

/**
 * One PATCH per account whose choices differ from the saved ones: its calendars in full when one
 * of them changed, `showTitles` when it changed. At most one calendar writes, across all bodies.
 */
export function connectionUpdates(
  connections: readonly TCalendarConnection[],
  edits: TChoiceEdits,
): TConnectionUpdate[] {
  const shown = shownChoices(connections, edits);
  return connections.flatMap((connection) => {
    const calendars = connection.calendars.map((calendar) => ({
      id: calendar.id,
      checkConflicts: shown.checksConflicts(calendar),
      writeBookings: calendar.id === shown.writer,
    }));
    const calendarsChanged = connection.calendars.some(
      (calendar, index) =>
        calendar.checkConflicts !== calendars[index]?.checkConflicts ||
        calendar.writeBookings !== calendars[index]?.writeBookings,
    );
    const showTitles = shown.showsTitles(connection);
    const update: TConnectionUpdate = { id: connection.id };
    if (calendarsChanged) update.calendars = calendars;
    if (showTitles !== connection.showTitles) update.showTitles = showTitles;
    return Object.keys(update).length > 1 ? [update] : [];
  });
}
