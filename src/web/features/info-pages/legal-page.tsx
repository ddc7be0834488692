import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { LegalDocument, type TLegalSection } from './components/legal-document';
import { HostDetails, PublisherDetails } from './components/legal-identity';
import { SubprocessorsTable } from './components/subprocessors-table';

const SECTIONS: TLegalSection[] = [
  { id: 'editeur', title: 'Éditeur du site', content: <PublisherDetails /> },
  {
    id: 'hebergement',
    title: 'Hébergement',
    content: (
      <>
        <HostDetails />
        <p>Les sous-traitants que désigne l’accord de sous-traitance (DPA) signé par les professionnels :</p>
        <SubprocessorsTable />
      </>
    ),
  },
  {
    id: 'propriete',
    title: 'Propriété intellectuelle',
    content: (
      <p>
        La marque Créneau, son logo, le logiciel et les contenus du site sont protégés par le droit de la
        propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans autorisation
        écrite de l’éditeur nommé ci-dessus est interdite. Les contenus publiés par les professionnels sur
        leur page de réservation restent leur propriété.
      </p>
    ),
  },
  {
    id: 'credits',
    title: 'Crédits',
    content: (
      <ul>
        <li>
          Géolocalisation IP : base de données DB-IP (
          <a href="https://db-ip.com" target="_blank" rel="noopener noreferrer">
            https://db-ip.com
          </a>
          ), licence{' '}
          <a
            href="https://creativecommons.org/licenses/by/4.0/deed.fr"
            target="_blank"
            rel="noopener noreferrer"
          >
            Creative Commons Attribution 4.0
          </a>
          . Elle sert uniquement à vérifier le pays lors de l’inscription et fonctionne sur nos serveurs, sans
          appel à un service extérieur.{' '}
          <a href="https://db-ip.com" target="_blank" rel="noopener noreferrer">
            IP Geolocation by DB-IP
          </a>
          .
        </li>
        <li>
          Police des documents PDF (factures, avoirs, accord de sous-traitance) :{' '}
          <a href="https://notofonts.github.io" target="_blank" rel="noopener noreferrer">
            Noto Sans
          </a>
          , licence{' '}
          <a href="https://openfontlicense.org" target="_blank" rel="noopener noreferrer">
            SIL Open Font License 1.1
          </a>
          .
        </li>
        <li>
          Icônes :{' '}
          <a href="https://lucide.dev" target="_blank" rel="noopener noreferrer">
            Lucide
          </a>
          , licence ISC.
        </li>
      </ul>
    ),
  },
  {
    id: 'donnees',
    title: 'Données personnelles et cookies',
    content: (
      <p>
        Le traitement de vos données est décrit dans la{' '}
        <Link to="/privacy">politique de confidentialité</Link> et sur la page <Link to="/rgpd">RGPD</Link>.
        Le site n’utilise que deux cookies, XSRF-TOKEN et creneau_device (sécurité de la connexion), et le
        stockage du navigateur, strictement nécessaires à son fonctionnement : ni traceur, ni publicité, ni
        mesure d’audience.
      </p>
    ),
  },
  {
    id: 'conditions',
    title: 'Conditions d’utilisation',
    content: (
      <p>
        L’utilisation du service est régie par les <Link to="/cgu">conditions d’utilisation</Link>.
      </p>
    ),
  },
];

export function LegalPage() {
  useDocumentTitle('Mentions légales — Créneau');
  return (
    <LegalDocument
      eyebrow="Informations légales"
      title="Mentions légales"
      intro={
        <p>
          Les informations sur l’éditeur et l’hébergement du service, prévues par la loi pour la confiance
          dans l’économie numérique.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
