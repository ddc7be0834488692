import type { ReactNode } from 'react';
import { mapUrl } from '../../../shared/map-link';
import { formatPhone } from '../../../shared/phone-format';
import type { TLocationType } from '../../../shared/schemas/service-options';
import { Paragraph } from './layout';

/** Where the appointment takes place, as booked (issue 32). */
export type TEmailPlace = {
  type: TLocationType;
  /** « En visio »: the booking's own room. */
  videoUrl: string | null;
  /** « À domicile »: where the client receives the provider. */
  clientAddress: string;
  /** « Au téléphone »: the number the provider calls. */
  clientPhone: string;
};

/** The appointment as every booking e-mail shows it; strings already formatted the French way. */
export type TBookingEmailSummary = {
  serviceName: string;
  /** « mardi 24 novembre 2026 à 10:30 (heure de Paris) » */
  when: string;
  /** « 45 min » */
  duration: string;
  /** « 45,00 € » */
  price: string;
  providerName: string;
  /** The office address: shown only for an appointment « Au cabinet ». */
  address: string;
  place: TEmailPlace;
  providerPhone: string;
  providerEmail: string;
};

export type TBookingEmailClient = { name: string; email: string; phone: string };

/** A label, its value and, for a link, where it goes (the HTML makes it clickable). */
type TRow = [label: string, value: string, href?: string];

/** Who reads the e-mail: the client is called, the provider calls. */
export type TAudience = 'client' | 'provider';

/**
 * The line that says where: « En visio : <lien> », « Au téléphone : … », « Au cabinet : <adresse> »,
 * « À domicile : <adresse du client> ». Only an appointment at the office shows the office address.
 */
function placeRow(summary: TBookingEmailSummary, audience: TAudience): TRow | null {
  const { place } = summary;
  switch (place.type) {
    case 'video':
      return place.videoUrl
        ? ['En visio', place.videoUrl, place.videoUrl]
        : ['En visio', 'lien communiqué par le professionnel'];
    case 'phone': {
      const number = place.clientPhone ? ` au ${formatPhone(place.clientPhone)}` : '';
      return audience === 'client'
        ? ['Au téléphone', `${summary.providerName} vous appellera${number}`]
        : ['Au téléphone', `Vous appelez le client${number}`];
    }
    case 'home':
      return ['À domicile', place.clientAddress || 'adresse à confirmer avec le client'];
    case 'in_person':
      return summary.address ? ['Au cabinet', summary.address] : null;
  }
}

function summaryRows(summary: TBookingEmailSummary, audience: TAudience): TRow[] {
  const rows: TRow[] = [
    ['Prestation', summary.serviceName],
    ['Date', summary.when],
    ['Durée', summary.duration],
    ['Tarif', summary.price],
    ['Professionnel', summary.providerName],
  ];
  const place = placeRow(summary, audience);
  if (place) rows.push(place);
  // The client finds the office from the e-mail (issue 37); the provider knows the way.
  if (audience === 'client' && summary.place.type === 'in_person' && summary.address.trim())
    rows.push(['Plan', 'Voir sur la carte', mapUrl(summary.address)]);
  if (summary.providerPhone) rows.push(['Téléphone', formatPhone(summary.providerPhone)]);
  if (summary.providerEmail) rows.push(['E-mail', summary.providerEmail]);
  return rows;
}

function clientRows(client: TBookingEmailClient): TRow[] {
  const rows: TRow[] = [['Client', client.name]];
  if (client.email) rows.push(['E-mail', client.email]);
  if (client.phone) rows.push(['Téléphone', formatPhone(client.phone)]);
  return rows;
}

function RowsTable({ rows }: { rows: TRow[] }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      width="100%"
      style={{ margin: '0 0 20px', borderCollapse: 'collapse', fontSize: '14px' }}
    >
      <tbody>
        {/* Rows never move: their position is their identity (two questions may share a label). */}
        {rows.map(([label, value, href], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list, rendered once
          <tr key={i}>
            <td
              style={{
                padding: '6px 12px 6px 0',
                color: '#6b7280',
                verticalAlign: 'top',
                whiteSpace: 'nowrap',
                borderBottom: '1px solid #e5e7eb',
              }}
            >
              {label}
            </td>
            <td style={{ padding: '6px 0', borderBottom: '1px solid #e5e7eb', fontWeight: 500 }}>
              {href ? <a href={href}>{value}</a> : value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BookingSummary({
  summary,
  audience = 'client',
}: {
  summary: TBookingEmailSummary;
  audience?: TAudience;
}) {
  return <RowsTable rows={summaryRows(summary, audience)} />;
}

/** The client's answers to the service's questions, as plain text (React escapes them). */
export function AnswersTable({ answers }: { answers: TEmailAnswer[] }) {
  return <RowsTable rows={answers.map((a) => [a.label, a.text])} />;
}

/** One answer as shown: the question as it was asked and the answer as text. */
export type TEmailAnswer = { label: string; text: string };

export function answersText(answers: TEmailAnswer[]): string[] {
  return answers.map((a) => `${a.label} : ${a.text}`);
}

/** For the provider: who booked (for the client, the provider's own contact is in the summary). */
export function ClientDetails({ client }: { client: TBookingEmailClient }) {
  return <RowsTable rows={clientRows(client)} />;
}

/** A message the client typed, quoted as written (React escapes it). */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        margin: '0 0 16px',
        padding: '12px 16px',
        borderLeft: '3px solid #4f46e5',
        backgroundColor: '#f9fafb',
        whiteSpace: 'pre-wrap',
      }}
    >
      {children}
    </div>
  );
}

/** « Motif : » and the reason given for a cancellation, quoted; nothing without one. */
export function CancellationReason({ reason }: { reason?: string | null }) {
  if (!reason) return null;
  return (
    <>
      <Paragraph>Motif :</Paragraph>
      <Quote>{reason}</Quote>
    </>
  );
}

/** The same in the text part. */
export function reasonText(reason?: string | null): string[] {
  return reason ? ['', 'Motif :', reason] : [];
}

export function summaryText(summary: TBookingEmailSummary, audience: TAudience = 'client'): string[] {
  return summaryRows(summary, audience).map(([label, value, href]) => `${label} : ${href ?? value}`);
}

export function clientText(client: TBookingEmailClient): string[] {
  return clientRows(client).map(([label, value]) => `${label} : ${value}`);
}

/** Header values must stay on one line whatever a client typed. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
