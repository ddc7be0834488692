import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageHeader } from '../../components/ui/page-header';

const STEPS = [
  'Vos informations professionnelles (nom, SIRET facultatif, adresse, téléphone).',
  'La lecture du contrat.',
  'La signature électronique.',
];

/** /dpa-signature: what the data processing agreement is and how it is signed (SPEC §2 "DPA modal"). */
export function DpaSignaturePage() {
  useDocumentTitle('Signature du DPA — Créneau');
  return (
    <>
      <PageHeader title="Accord de traitement des données (DPA)">
        Le RGPD exige un contrat entre vous, responsable du traitement des données de vos clients, et Créneau,
        qui les traite pour votre compte.
      </PageHeader>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
        <h2 className="text-base font-semibold text-slate-900">Comment se passe la signature</h2>
        <p className="mt-2 text-sm text-slate-600">Le DPA se signe sur cette page, en trois étapes :</p>
        <ol className="mt-4 space-y-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-slate-700">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        <p className="mt-5 text-sm text-slate-600">
          Aucun DPA n'est encore signé pour votre compte. Une fois signé, vous le recevrez par email au format
          PDF et le retrouverez dans vos documents RGPD.
        </p>
      </section>
    </>
  );
}
