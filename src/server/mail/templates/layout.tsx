import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** E-mail clients ignore <style> blocks and external CSS: every style is inline, the layout is a table. */
const COLORS = {
  brand: '#4f46e5',
  text: '#1f2937',
  muted: '#6b7280',
  background: '#f3f4f6',
  card: '#ffffff',
  border: '#e5e7eb',
} as const;

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const BRAND = { name: 'Créneau', tagline: 'la solution simple pour vos rendez-vous' } as const;

export type TRenderedEmail = { subject: string; html: string; text: string };

type LayoutProps = {
  /** Shown by inboxes next to the subject, hidden in the body. */
  preheader: string;
  /** Public base URL for the footer link (APP_URL); no link when unknown. */
  appUrl?: string | undefined;
  children: ReactNode;
};

export function EmailLayout({ preheader, appUrl, children }: LayoutProps) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{BRAND.name}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: COLORS.background, fontFamily: FONT }}>
        <div
          style={{
            display: 'none',
            maxHeight: 0,
            overflow: 'hidden',
            opacity: 0,
            fontSize: '1px',
            lineHeight: '1px',
            color: COLORS.background,
          }}
        >
          {preheader}
        </div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: COLORS.background }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: '560px' }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: '8px 0 20px', textAlign: 'center' }}>
                        <div style={{ fontSize: '26px', fontWeight: 700, color: COLORS.brand }}>
                          {BRAND.name}
                        </div>
                        <div style={{ fontSize: '13px', color: COLORS.muted }}>{BRAND.tagline}</div>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          backgroundColor: COLORS.card,
                          border: `1px solid ${COLORS.border}`,
                          borderRadius: '8px',
                          padding: '28px 28px 20px',
                          color: COLORS.text,
                          fontSize: '15px',
                          lineHeight: '1.6',
                        }}
                      >
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: '18px 8px',
                          textAlign: 'center',
                          fontSize: '12px',
                          color: COLORS.muted,
                        }}
                      >
                        {BRAND.name} — {BRAND.tagline}
                        {appUrl ? (
                          <>
                            <br />
                            <a href={appUrl} style={{ color: COLORS.muted }}>
                              {appUrl}
                            </a>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <p
      style={{
        margin: '0 0 16px',
        color: muted ? COLORS.muted : COLORS.text,
        fontSize: muted ? '13px' : '15px',
      }}
    >
      {children}
    </p>
  );
}

/** A bulletproof button (a link styled as a block) followed by the raw link for clients that hide buttons. */
export function ActionButton({ href, label }: { href: string; label: string }) {
  return (
    <>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 20px' }}>
        <tbody>
          <tr>
            <td style={{ borderRadius: '6px', backgroundColor: COLORS.brand }}>
              <a
                href={href}
                style={{
                  display: 'inline-block',
                  padding: '12px 22px',
                  color: '#ffffff',
                  fontWeight: 600,
                  textDecoration: 'none',
                  borderRadius: '6px',
                }}
              >
                {label}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <p style={{ margin: '0 0 16px', fontSize: '13px', color: COLORS.muted }}>
        Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :
        <br />
        <a href={href} style={{ color: COLORS.brand, wordBreak: 'break-all' }}>
          {href}
        </a>
      </p>
    </>
  );
}

/** React escapes every interpolated value, so names and messages cannot inject markup. */
/** A table cell's style in e-mails (inline: mail clients ignore style sheets). */
export const CELL = {
  padding: '6px 10px 6px 0',
  borderBottom: '1px solid #e5e7eb',
  verticalAlign: 'top',
} as const;
const HEAD = { ...CELL, color: '#6b7280', fontWeight: 400, textAlign: 'left' } as const;

/** A list laid out as a table: its column headings, then the rows the caller gives (cells styled with CELL). */
export function EmailTable({ headings, children }: { headings: string[]; children: ReactNode }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      width="100%"
      style={{ margin: '0 0 20px', borderCollapse: 'collapse', fontSize: '14px' }}
    >
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} style={HEAD}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export function renderHtml(element: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

/** The public base URL of a link built as `${APP_URL}/…` when the caller does not pass it. */
export function appUrlOf(link: string, suffixStart: string): string {
  const at = link.indexOf(suffixStart);
  return at > 0 ? link.slice(0, at) : new URL(link).origin;
}

export function textFooter(appUrl: string | undefined): string {
  return ['—', `${BRAND.name} — ${BRAND.tagline}`, ...(appUrl ? [appUrl] : [])].join('\n');
}
