export type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'inverse-outline';
export type TButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<TButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  inverse: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  'inverse-outline':
    'text-white ring-1 ring-white/50 ring-inset hover:bg-white/10 focus-visible:outline-white',
};

const sizes: Record<TButtonSize, string> = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** Class names shared by every button-looking element (buttons and links alike). */
export function buttonClasses(variant: TButtonVariant = 'primary', size: TButtonSize = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
