import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TPublicConfig } from '../../../../shared/schemas/config';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { InlineSpinner } from '../../../components/ui/spinner';
import { usePublicConfig } from '../../../lib/public-config';
import { SupportEmail } from './support-email';

/** What the legal notice says of a fact nobody entered. */
export const ON_REQUEST = 'communiqué sur demande';

/** « 123456789 » → « 123 456 789 », as a SIREN is written. */
function formatSiren(siren: string): string {
  return siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <li>
      <strong>{label}</strong> : {value || ON_REQUEST}
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

/** The publisher of the site (LCEN art. 6 III), from the seller identity of the configuration. */
export function PublisherDetails() {
  return (
    <WithPublicConfig>
      {({ seller }) => (
        <ul>
          <Fact
            label="Raison sociale"
            value={seller.legalForm ? `${seller.name} (${seller.legalForm.toLowerCase()})` : seller.name}
          />
          <Fact label="Siège social" value={seller.address} />
          <Fact label="Capital social" value={seller.capital} />
          <Fact label="Immatriculation (RCS, SIREN)" value={seller.siren && formatSiren(seller.siren)} />
          <Fact label="Numéro de TVA intracommunautaire" value={seller.vatNumber} />
          <li>
            <strong>Contact</strong> : <Link to="/contact">formulaire de contact</Link> ou <SupportEmail />
          </li>
          <Fact label="Directeur de la publication" value={seller.publicationDirector} />
        </ul>
      )}
    </WithPublicConfig>
  );
}

/** The host (LCEN art. 6 III): named when the administrators entered it, else on request. */
export function HostDetails() {
  return (
    <WithPublicConfig>
      {({ host }) =>
        host.name ? (
          <ul>
            <Fact label="Hébergeur" value={host.name} />
            <Fact label="Adresse" value={host.address} />
            <Fact label="Téléphone" value={host.phone} />
          </ul>
        ) : (
          <p>
            Le service est hébergé par le prestataire d’hébergement figurant ci-dessous parmi nos
            sous-traitants ; ses coordonnées complètes sont communiquées sur demande par le{' '}
            <Link to="/contact">formulaire de contact</Link>.
          </p>
        )
      }
    </WithPublicConfig>
  );
}
