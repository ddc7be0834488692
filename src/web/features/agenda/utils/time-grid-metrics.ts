/**
 * The week and day grids' scale: 72 px an hour gives a 30-minute booking 36 px, room for two
 * lines (its time and the client's whole name) in the week view (issue 15).
 */
export const HOUR_HEIGHT_PX = 72;
export const ROW_MINUTES = 30;

export function px(minutes: number): number {
  return (minutes / 60) * HOUR_HEIGHT_PX;
}

/** 630 → "10:30". */
export function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
