import { API_BASE_URL } from '../../lib/api-client';

const SIZES = {
  md: { box: 'size-16 text-xl', px: 64 },
  lg: { box: 'size-24 text-3xl', px: 96 },
} as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * The provider's photo or logo, round (issue 15), or their initials while they have none: the
 * booking page's card and its preview in the dashboard. The initials are decoration (the name is
 * written beside them); the image is named after the provider.
 */
export function ProviderAvatar({
  name,
  logoUrl,
  size = 'md',
}: {
  name: string;
  logoUrl: string | null;
  size?: keyof typeof SIZES;
}) {
  const { box, px } = SIZES[size];
  if (logoUrl)
    return (
      <img
        src={`${API_BASE_URL}${logoUrl}`}
        alt={name}
        width={px}
        height={px}
        className={`${box} shrink-0 rounded-full border border-slate-200 bg-white object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white`}
    >
      {initials(name)}
    </span>
  );
}
