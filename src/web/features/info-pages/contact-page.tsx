import { Clock, Mail, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ContactForm } from './components/contact-form';
import { InfoPageHeader } from './components/info-page-header';
import { SupportEmail } from './components/support-email';
import { SUPPORT_HOURS } from './site-contact';

export function ContactPage() {
  useDocumentTitle('Contact — Créneau');
  return (
    <>
      <InfoPageHeader eyebrow="Support" title="Contactez-nous" showUpdate={false}>
        <p>
          Une question sur Créneau, les tarifs ou vos données ? Écrivez-nous : votre message arrive
          directement à l’équipe.
        </p>
      </InfoPageHeader>

      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:gap-16 lg:px-8 lg:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>

        <aside aria-labelledby="support-title" className="space-y-6">
          <h2 id="support-title" className="text-xl font-semibold text-slate-900">
            Autres moyens de nous joindre
          </h2>
          <div className="flex gap-4">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
            <div>
              <h3 className="font-semibold text-slate-900">Par e-mail</h3>
              <SupportEmail className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900" />
            </div>
          </div>
          <div className="flex gap-4">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
            <div>
              <h3 className="font-semibold text-slate-900">Horaires du support</h3>
              <p className="text-slate-600">Nous répondons {SUPPORT_HOURS}.</p>
            </div>
          </div>
          <div className="flex gap-4">
            <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
            <div>
              <h3 className="font-semibold text-slate-900">Vos données</h3>
              <p className="text-slate-600">
                Nom, e-mail et message servent uniquement à vous répondre. Voir notre{' '}
                <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
                  politique de confidentialité
                </Link>
                .
              </p>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}
