/** « 2026-11-24T09:30:00.000Z » → « 20261124T093000Z », the UTC form Google Calendar expects. */
export function toCalendarUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A Google Calendar "new event" link, filled in from the booking. It is only a link: the page
 * itself sends nothing to Google (no third-party request).
 */
export function googleCalendarUrl(event: {
  title: string;
  start: string;
  end: string;
  details: string;
  location: string;
}): string {
  const q = encodeURIComponent;
  // dates stays unencoded (YYYYMMDDTHHMMSSZ/YYYYMMDDTHHMMSSZ), as Google documents it.
  const dates = `${toCalendarUtc(event.start)}/${toCalendarUtc(event.end)}`;
  return (
    'https://calendar.google.com/calendar/render?action=TEMPLATE' +
    `&text=${q(event.title)}&dates=${dates}&details=${q(event.details)}&location=${q(event.location)}`
  );
}
