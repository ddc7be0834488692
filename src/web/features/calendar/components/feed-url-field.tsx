import { CopyButton } from '../../../components/ui/copy-button';

/** One subscription address, shown in full (it wraps on a phone) with its copy button. */
export function FeedUrlField({ label, hint, url }: { label: string; hint: string; url: string }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-semibold text-slate-900">{label}</p>
      <p className="text-xs text-slate-600">{hint}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 break-all rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          {url}
        </code>
        <CopyButton text={url} label={`Copier l’${label.charAt(0).toLowerCase()}${label.slice(1)}`} />
      </div>
    </div>
  );
}
