import ICAL from 'ical.js';

/**
 * Tells whether ical.js produced a time by rolling an invalid date over instead of skipping it (RFC
 * 5545, 3.3.10): a yearly 29 February gives 1 March in common years, BYMONTH=2;BYMONTHDAY=30
 * gives 2 March. Only yearly rules roll over (monthly ones skip short months correctly), so a
 * date is rolled over when every rule of the series is yearly and none asks for its month or day.
 * DTSTART and RDATE dates are never rolled over.
 */
export function rolloverCheck(series: ICAL.Component): (time: ICAL.Time) => boolean {
  const rules = series.getAllProperties('rrule').map((p) => p.getFirstValue() as ICAL.Recur);
  if (rules.length === 0 || rules.some((rule) => rule.freq !== 'YEARLY')) return () => false;
  const dtstart = series.getFirstPropertyValue('dtstart') as ICAL.Time;
  const rdates = series
    .getAllProperties('rdate')
    .flatMap((p) => p.getValues() as unknown[])
    .filter((date) => date instanceof ICAL.Time);
  return (time) =>
    time.compare(dtstart) !== 0 &&
    !rdates.some((date) => date.compare(time) === 0) &&
    rules.every((rule) => !allows(rule, time, dtstart));
}

function allows(rule: ICAL.Recur, time: ICAL.Time, dtstart: ICAL.Time): boolean {
  const parts = rule.parts as Record<string, number[] | undefined>;
  // With these parts the month and day vary by design; ical.js does not roll them over.
  if (parts.BYDAY || parts.BYWEEKNO || parts.BYYEARDAY) return true;
  const months = parts.BYMONTH ?? [dtstart.month];
  const days = parts.BYMONTHDAY ?? [dtstart.day];
  const length = ICAL.Time.daysInMonth(time.month, time.year);
  return months.includes(time.month) && days.some((day) => (day < 0 ? length + day + 1 : day) === time.day);
}
