import { formatPhone } from '../../../shared/phone-format';
import { oneLine } from './booking-summary';
import {
  ActionButton,
  CELL,
  EmailLayout,
  EmailTable,
  Paragraph,
  renderHtml,
  type TRenderedEmail,
  textFooter,
} from './layout';

export type TDailyAgendaEntry = {
  /** « 09:30 », already in the provider's zone. */
  time: string;
  clientName: string;
  serviceName: string;
  phone: string;
};

export type TDailyAgendaInput = {
  /** « mardi 24 novembre 2026 » */
  day: string;
  entries: TDailyAgendaEntry[];
  /** `${APP_URL}/dashboard/agenda` */
  agendaUrl: string;
  appUrl: string;
};

const countLabel = (n: number) => (n === 1 ? '1 rendez-vous' : `${n} rendez-vous`);

/** The morning summary the provider opted into: the day's confirmed appointments in order. */
export function renderDailyAgenda(input: TDailyAgendaInput): TRenderedEmail {
  const count = countLabel(input.entries.length);
  const subject = `Votre agenda du ${input.day}`;
  const html = renderHtml(
    <EmailLayout preheader={`${count} aujourd’hui.`} appUrl={input.appUrl}>
      <Paragraph>
        Bonjour, voici votre agenda du <strong>{input.day}</strong> : {count}.
      </Paragraph>
      <EmailTable headings={['Heure', 'Client', 'Prestation', 'Téléphone']}>
        {input.entries.map((entry) => (
          // Confirmed bookings of one provider never overlap: the start time is a unique key.
          <tr key={entry.time}>
            <td style={{ ...CELL, fontWeight: 600, whiteSpace: 'nowrap' }}>{entry.time}</td>
            <td style={CELL}>{entry.clientName}</td>
            <td style={CELL}>{entry.serviceName}</td>
            <td style={{ ...CELL, whiteSpace: 'nowrap' }}>{entry.phone ? formatPhone(entry.phone) : '—'}</td>
          </tr>
        ))}
      </EmailTable>
      <ActionButton href={input.agendaUrl} label="Ouvrir mon agenda" />
      <Paragraph muted>
        Vous recevez ce résumé car vous l’avez activé dans vos paramètres ; vous pouvez le désactiver à tout
        moment.
      </Paragraph>
    </EmailLayout>,
  );
  const text = [
    `Bonjour, voici votre agenda du ${input.day} : ${count}.`,
    '',
    ...input.entries.map(
      (e) =>
        `${e.time} — ${oneLine(e.clientName)} — ${oneLine(e.serviceName)}${e.phone ? ` — ${formatPhone(e.phone)}` : ''}`,
    ),
    '',
    `Ouvrir mon agenda : ${input.agendaUrl}`,
    '',
    'Vous recevez ce résumé car vous l’avez activé dans vos paramètres ; vous pouvez le désactiver à tout moment.',
    '',
    textFooter(input.appUrl),
  ].join('\n');
  return { subject, html, text };
}
