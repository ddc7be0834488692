import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPhone } from '../../../../shared/phone-format';
import type { TPublicConfig } from '../../../../shared/schemas/config';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { InlineSpinner } from '../../../components/ui/spinner';
import { usePublicConfig } from '../../../lib/public-config';
import { SupportEmail } from './support-email';

/** What the legal notice says of a fact the administrators have not entered yet (issue 15). */
export const NOT_SET = 'non renseigné';

/** « 123456789 » → « 123 456 789 », as a SIREN is written. */
function formatSiren(siren: string): string {
  return siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <li>
      <strong>{label}</strong> : {value || <em>{NOT_SET}</em>}
    </li>
  );
}

/** The configuration's part a legal section shows, with its loading and error states. */
function WithPublicConfig({ children }: { children: (config: TPublicConfig) => ReactNode }) {
  const config = usePublicConfig();
  if (config.isPending) return <InlineSpinner label="Chargement des informations légales…" />;
  if (config.isError) {
    return (
      <div className="mt-4 space-y-3">
        <Notice tone="warning">
          Ces informations n’ont pas pu être chargées ; vous pouvez les demander par le{' '}
          <Link to="/contact">formulaire de contact</Link>.
        </Notice>
        <ActionButton variant="secondary" size="sm" onClick={() => void config.refetch()}>
          Réessayer
        </ActionButton>
      </div>
    );
  }
  return <>{children(config.data)}</>;
}

/** Says plainly that the notice is incomplete, and what is missing (LCEN art. 6 III requires it all). */
function MissingFacts({ missing, whose }: { missing: string[]; whose: string }) {
  if (missing.length === 0) return null;
  return (
    <Notice tone="warning">
      Mentions incomplètes : {whose} n’a pas encore renseigné {missing.join(', ')}. Ces informations sont
      obligatoires (loi pour la confiance dans l’économie numérique, art. 6) ; vous pouvez les demander par le{' '}
      <Link to="/contact">formulaire de contact</Link>.
    </Notice>
  );
}

/** The publisher of the site (LCEN art. 6 III), from the seller identity of the configuration. */
export function PublisherDetails() {
  return (
    <WithPublicConfig>
      {({ seller }) => (
        <>
          <MissingFacts
            whose="l’éditeur de ce site"
            missing={[
              !seller.legalForm && 'la forme juridique',
              !seller.address && 'l’adresse du siège',
              !seller.capital && 'le capital social',
              !seller.siren && 'le numéro d’immatriculation (SIREN)',
              !seller.vatNumber && !seller.vatExempt && 'le numéro de TVA',
              !seller.publicationDirector && 'le directeur de la publication',
            ].filter((fact): fact is string => Boolean(fact))}
          />
          <ul>
            <Fact
              label="Raison sociale"
              value={seller.legalForm ? `${seller.name} (${seller.legalForm.toLowerCase()})` : seller.name}
            />
            <Fact label="Siège social" value={seller.address} />
            <Fact label="Capital social" value={seller.capital} />
            <Fact label="Immatriculation (RCS, SIREN)" value={seller.siren && formatSiren(seller.siren)} />
            <Fact
              label="Numéro de TVA intracommunautaire"
              value={seller.vatExempt ? 'TVA non applicable, art. 293 B du CGI' : seller.vatNumber}
            />
            <li>
              <strong>Contact</strong> : <Link to="/contact">formulaire de contact</Link> ou <SupportEmail />
            </li>
            <Fact label="Directeur de la publication" value={seller.publicationDirector} />
          </ul>
        </>
      )}
    </WithPublicConfig>
  );
}

/** The host (LCEN art. 6 III): its name, address and phone as the administrators entered them. */
export function HostDetails() {
  return (
    <WithPublicConfig>
      {({ host }) => (
        <>
          <MissingFacts
            whose="l’éditeur de ce site"
            missing={[
              !host.name && 'le nom de son hébergeur',
              !host.address && 'l’adresse de son hébergeur',
              !host.phone && 'le téléphone de son hébergeur',
            ].filter((fact): fact is string => Boolean(fact))}
          />
          <ul>
            <Fact label="Hébergeur" value={host.name} />
            <Fact label="Adresse" value={host.address} />
            <Fact label="Téléphone" value={host.phone && formatPhone(host.phone)} />
          </ul>
        </>
      )}
    </WithPublicConfig>
  );
}
