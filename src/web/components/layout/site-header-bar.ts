/** The header's bar, shared with the place it holds while its code arrives (PublicLayout): same height, no shift. */
export const HEADER_BAR =
  'sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75';
export const HEADER_ROW =
  'mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8';
