import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImports, staticPackages } from '../../../scripts/static-imports';

/** Libraries only some screens need; each would weigh on every page that imports it statically. */
const ON_DEMAND = [
  'zod',
  'socket.io-client',
  'luxon',
  'react-hook-form',
  '@hookform/resolvers',
  'radix-ui',
  'dompurify',
  'qrcode',
  // The server's check of French mobiles (issue 35); the booking form's promise uses a pure function.
  'libphonenumber-js',
];

describe('what a first visit downloads before the page can run (static imports)', () => {
  it('the entry, which is the landing page for a guest, brings none of the on-demand libraries', () => {
    const packages = staticPackages('src/web/main.tsx');
    expect(packages).toContain('react-dom');
    expect([...packages].filter((name) => ON_DEMAND.includes(name))).toEqual([]);
  });

  it('the booking page adds zod for its answers, and nothing else on demand until the visitor goes further', () => {
    const packages = staticPackages('src/web/app/routes/booking-bundle.ts');
    expect([...packages].filter((name) => ON_DEMAND.includes(name))).toEqual(['zod']);
  });

  it('the live connection is the app’s own WebSocket client: socket.io-client comes only if it never opens (ADR 0070)', () => {
    const packages = staticPackages('src/web/lib/realtime/socket-client.ts');
    expect([...packages].filter((name) => ON_DEMAND.includes(name))).toEqual([]);
  });

  it('the public header and footer are a chunk of their own: the entry and the booking page do without (ADR 0055)', () => {
    const frame = ['site-header.tsx', 'mobile-menu.tsx', 'site-footer.tsx', 'social-links.tsx'];
    for (const entry of ['src/web/main.tsx', 'src/web/app/routes/booking-bundle.ts']) {
      const files = [...staticImports(entry).files].map((file) => path.basename(file));
      expect(files.filter((file) => frame.includes(file))).toEqual([]);
    }
  });

  it('the booking form checks with zod alone: no form library on the public page (ADR 0055)', () => {
    const packages = staticPackages('src/web/features/booking-public/components/booking-form.tsx');
    expect([...packages].filter((name) => ON_DEMAND.includes(name))).toEqual(['zod']);
  });

  it('the waitlist’s form and the questions’ fields come when needed, not with the booking page (issue 33)', () => {
    const reached = (entry: string) => [...staticImports(entry).files].map((file) => path.basename(file));
    // The button is on the page; its form comes when pressed.
    const page = reached('src/web/app/routes/booking-bundle.ts');
    expect(page).toContain('waitlist-offer.tsx');
    expect(page.filter((file) => file === 'join-waitlist-form.tsx')).toEqual([]);
    // The details form shows the questions' fields only for a service that asks some.
    const form = reached('src/web/features/booking-public/components/booking-form.tsx');
    expect(form.filter((file) => file === 'question-fields.tsx')).toEqual([]);
  });

  it('the booking page brings the payment’s short mention only: the hand-off and the manage page’s panels come later (issue 34)', () => {
    const page = [...staticImports('src/web/app/routes/booking-bundle.ts').files].map((file) =>
      path.basename(file),
    );
    const later = [
      'checkout-hand-off.tsx',
      'hold-panel.tsx',
      'payment-status.tsx',
      'payment-texts.ts',
      'payment-note.tsx',
    ];
    expect(page.filter((file) => later.includes(file))).toEqual([]);
  });

  it('the admin frame brings none of its pages: each page, with its libraries, is a chunk of its own', () => {
    const packages = staticPackages('src/web/app/routes/admin-bundle.ts');
    // The configuration's forms, the banners' HTML sanitiser, the security keys, a QR code.
    const pagesOnly = ['react-hook-form', 'dompurify', '@simplewebauthn/browser', 'qrcode'];
    expect([...packages].filter((name) => pagesOnly.includes(name))).toEqual([]);
  });
});
