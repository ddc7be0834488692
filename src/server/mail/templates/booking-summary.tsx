import type { ReactNode } from 'react';

/** The appointment as every booking e-mail shows it; strings already formatted the French way. */
export type TBookingEmailSummary = {
  serviceName: string;
  /** « mardi 24 novembre 2026 à 10 h 30 (heure de Paris) » */
  when: string;
  /** « 45 min » */
  duration: string;
  /** « 45,00 € » */
  price: string;
  providerName: string;
  address: string;
  providerPhone: string;
  providerEmail: string;
};

export type TBookingEmailClient = { name: string; email: string; phone: string };

type TRow = [label: string, value: string];

function summaryRows(summary: TBookingEmailSummary): TRow[] {
  const rows: TRow[] = [
    ['Prestation', summary.serviceName],
    ['Date', summary.when],
    ['Durée', summary.duration],
    ['Tarif', summary.price],
    ['Professionnel', summary.providerName],
  ];
  if (summary.address) rows.push(['Adresse', summary.address]);
  if (summary.providerPhone) rows.push(['Téléphone', summary.providerPhone]);
  if (summary.providerEmail) rows.push(['E-mail', summary.providerEmail]);
  return rows;
}

function clientRows(client: TBookingEmailClient): TRow[] {
  const rows: TRow[] = [['Client', client.name]];
  if (client.email) rows.push(['E-mail', client.email]);
  if (client.phone) rows.push(['Téléphone', client.phone]);
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
        {rows.map(([label, value]) => (
          <tr key={label}>
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
            <td style={{ padding: '6px 0', borderBottom: '1px solid #e5e7eb', fontWeight: 500 }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BookingSummary({ summary }: { summary: TBookingEmailSummary }) {
  return <RowsTable rows={summaryRows(summary)} />;
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

export function summaryText(summary: TBookingEmailSummary): string[] {
  return summaryRows(summary).map(([label, value]) => `${label} : ${value}`);
}

export function clientText(client: TBookingEmailClient): string[] {
  return clientRows(client).map(([label, value]) => `${label} : ${value}`);
}

/** Header values must stay on one line whatever a client typed. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
