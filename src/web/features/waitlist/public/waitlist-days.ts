import { formatDateKey } from '../../../../shared/french-format';

/** The days wanted as a sentence ends: « le mardi 24 novembre » or « du mardi 24 novembre au jeudi 26 novembre ». */
export function waitlistDaysText(from: string, to: string): string {
  return from === to ? `le ${formatDateKey(from)}` : `du ${formatDateKey(from)} au ${formatDateKey(to)}`;
}
