import { NavLink } from 'react-router';

const LINKS = [
  { to: '/blog/admin', label: 'Articles' },
  { to: '/blog/admin/comments', label: 'Commentaires' },
  { to: '/blog/admin/stats', label: 'Statistiques' },
] as const;

/** The blog administration's three pages, side by side. */
export function BlogAdminLinks() {
  return (
    <nav aria-label="Administration du blog" className="flex flex-wrap gap-2">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) =>
            `rounded-full border px-3 py-1.5 text-sm font-medium ${isActive ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
