import { Mail, Phone } from 'lucide-react';
import { formatDate, formatDateTime } from '../../../../shared/french-format';
import { formatPhone, phoneHref } from '../../../../shared/phone-format';
import type { TClientDetails } from '../../../../shared/schemas/clients';

/** Contact details and the figures of the client's visits. */
export function ClientSummaryCard({ client, zone }: { client: TClientDetails; zone: string }) {
  return (
    <section
      aria-labelledby="client-contact"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="client-contact" className="text-lg font-semibold text-slate-900">
        Coordonnées
      </h2>
      <div className="mt-3 flex flex-col gap-2 text-sm">
        {client.email ? (
          <a href={`mailto:${client.email}`} className="flex min-w-0 items-center gap-2 text-brand-700">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="break-all">{client.email}</span>
          </a>
        ) : (
          <p className="text-slate-600">Pas d’adresse e-mail</p>
        )}
        {client.phone ? (
          <a href={phoneHref(client.phone)} className="flex items-center gap-2 text-brand-700">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {formatPhone(client.phone)}
          </a>
        ) : (
          <p className="text-slate-600">Pas de téléphone</p>
        )}
      </div>
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Visites</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">{client.visits}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Dernière visite</dt>
          <dd className="font-medium text-slate-900">{formatDate(client.lastVisit, zone, 'medium')}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Prochain rendez-vous</dt>
          <dd className="font-medium text-slate-900">{formatDateTime(client.nextVisit, zone, 'medium')}</dd>
        </div>
      </dl>
    </section>
  );
}
