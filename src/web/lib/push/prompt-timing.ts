/**
 * When the push prompt may ask (issue 37, ADR 0065): not on the first day someone uses Créneau in
 * this browser — that day belongs to setting up — and not within 30 days of « Plus tard ».
 * Days are calendar days in Europe/Paris, the providers' zone.
 */
export const PUSH_PROMPT_LATER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** « 2026-03-29 »: the calendar day in Paris at `at` (sorts as text). */
export function parisDay(at: Date): string {
  return PARIS_DAY.format(at);
}

export type TPromptMemory = {
  /** The Paris day of the first signed-in visit in this browser, if recorded. */
  firstDay: string | null;
  /** When « Plus tard » was last chosen in this browser, if ever. */
  laterAt: Date | null;
};

/** Whether the prompt may be offered at `now` (the page's load time: a day never turns mid-visit). */
export function isPromptDue(memory: TPromptMemory, now: Date): boolean {
  if (memory.firstDay === null || parisDay(now) <= memory.firstDay) return false;
  if (memory.laterAt === null) return true;
  return now.getTime() - memory.laterAt.getTime() >= PUSH_PROMPT_LATER_DAYS * DAY_MS;
}
