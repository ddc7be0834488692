/** Readable long-form typography for the information pages (no typography plugin needed). */
export const PROSE =
  'max-w-3xl text-base leading-7 text-slate-700 ' +
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 ' +
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900 ' +
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 ' +
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:text-slate-900 ' +
  '[&_table]:mt-4 [&_table]:w-full [&_table]:text-sm [&_th]:bg-slate-50 [&_th]:p-3 [&_th]:text-left ' +
  '[&_td]:border-t [&_td]:border-slate-200 [&_td]:p-3 [&_td]:align-top [&_address]:mt-4 [&_address]:not-italic';
