import type { ReactNode } from 'react';

// Brand glyphs drawn inline: no third-party request leaves the page (docs/architecture.md, privacy by design).
const SOCIALS: { label: string; href: string; icon: ReactNode }[] = [
  {
    label: 'Créneau sur Facebook (nouvel onglet)',
    href: 'https://www.facebook.com/creneau.fr',
    icon: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  },
  {
    label: 'Créneau sur Instagram (nouvel onglet)',
    href: 'https://www.instagram.com/creneau.fr',
    icon: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </>
    ),
  },
  {
    label: 'Créneau sur LinkedIn (nouvel onglet)',
    href: 'https://www.linkedin.com/company/creneau-fr',
    icon: (
      <>
        <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
        <rect x="2" y="9" width="4" height="12" />
        <circle cx="4" cy="4" r="2" />
      </>
    ),
  },
];

export function SocialLinks() {
  return (
    <ul className="flex items-center gap-2">
      {SOCIALS.map((social) => (
        <li key={social.href}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={social.label}
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-400 transition-colors hover:bg-slate-800 hover:text-white"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {social.icon}
            </svg>
            {/* Text content too, for tools that read content rather than aria-label. */}
            <span className="sr-only">{social.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
