import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { CnilAddress } from './components/cnil-address';
import { LegalDocument, type TLegalSection } from './components/legal-document';
import { PrivacyDataList } from './components/privacy-data-list';
import { PrivacyRetentionList } from './components/privacy-retention-list';
import { SellerName, SellerSeat } from './components/seller-name';
import { SubprocessorsTable } from './components/subprocessors-table';
import { SupportEmail } from './components/support-email';

const PURPOSES: [purpose: string, basis: string][] = [
  [
    'Fournir le service au professionnel : compte, page de réservation, agenda, e-mails de confirmation et de rappel, SMS de rappel lorsque le professionnel les active, flux iCal',
    'Exécution du contrat',
  ],
  ['Vérifier votre adresse e-mail, vous permettre de changer un mot de passe oublié', 'Exécution du contrat'],
  [
    'Conclure l’accord de sous-traitance et conserver la preuve de sa signature',
    'Obligation légale (article 28 du RGPD)',
  ],
  [
    'Sécuriser le service : sessions, compteurs anti-abus, protection contre la falsification de requêtes',
    'Intérêt légitime à protéger les comptes et la plateforme',
  ],
  [
    'Réserver l’inscription aux professionnels situés en France (contrôle du pays)',
    'Intérêt légitime : offre limitée au marché français',
  ],
  ['Prouver l’envoi des e-mails (journal des e-mails)', 'Intérêt légitime'],
  ['Répondre à vos messages', 'Intérêt légitime, ou mesures précontractuelles'],
  [
    'Gérer les rendez-vous des clients d’un professionnel',
    'Traitement pour le compte du professionnel (article 28 du RGPD), sur la base qu’il a retenue',
  ],
];

const SECTIONS: TLegalSection[] = [
  {
    id: 'responsable',
    title: 'Qui est responsable de vos données ?',
    content: (
      <>
        <p>
          <SellerName />
          <SellerSeat />, éditeur de Créneau, est responsable du traitement des données des professionnels qui
          ouvrent un compte et des personnes qui nous écrivent. Vous pouvez nous joindre à tout moment par le{' '}
          <Link to="/contact">formulaire de contact</Link> ou à l’adresse <SupportEmail />.
        </p>
        <p>
          Pour les données des clients qui réservent chez un professionnel, ce professionnel est responsable
          du traitement et Créneau agit comme son sous-traitant (article 28 du RGPD). Ce rôle est détaillé sur
          la page <Link to="/rgpd">RGPD</Link>.
        </p>
      </>
    ),
  },
  { id: 'donnees', title: 'Les données que nous traitons', content: <PrivacyDataList /> },
  {
    id: 'finalites',
    title: 'Finalités et bases légales',
    content: (
      <div className="overflow-x-auto">
        <table>
          <thead>
            <tr>
              <th scope="col">Finalité</th>
              <th scope="col">Base légale (article 6 du RGPD)</th>
            </tr>
          </thead>
          <tbody>
            {PURPOSES.map(([purpose, basis]) => (
              <tr key={purpose}>
                <td>{purpose}</td>
                <td>{basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  { id: 'conservation', title: 'Durées de conservation', content: <PrivacyRetentionList /> },
  {
    id: 'destinataires',
    title: 'Destinataires et sous-traitants',
    content: (
      <>
        <p>
          Vos données ne sont jamais vendues ni louées. Elles ne sont accessibles qu’aux personnes habilitées
          de Créneau et aux sous-traitants ci-dessous, ceux-là mêmes que nomme chaque accord de
          sous-traitance, qui ne peuvent les utiliser que pour nous fournir leur service :
        </p>
        <SubprocessorsTable />
        <p>
          Si un professionnel a activé les paiements en ligne, l’acompte, le paiement ou la carte en garantie
          que vous lui confiez en réservant sont traités par Stripe Payments Europe, Ltd. (Irlande), sur le
          compte Stripe de ce professionnel : Stripe est son prestataire de paiement, selon le contrat qui les
          lie, et non un sous-traitant de Créneau. Créneau ne prélève aucune commission sur ces paiements.
        </p>
        <p>
          Si vous activez les notifications dans un navigateur, chacune passe par le service de notification
          de l’éditeur de ce navigateur (par exemple Google pour Chrome, Mozilla pour Firefox, Apple pour
          Safari) : elle y est chiffrée de bout en bout, seul votre navigateur peut la lire ; ce service ne
          voit que l’adresse d’envoi, la taille et l’heure du message.
        </p>
        <p>
          Les données d’un client ne sont visibles que du professionnel chez qui il a réservé : les agendas
          publics en temps réel ne montrent que des créneaux occupés. Tout transfert hors de l’Union
          européenne serait encadré par les garanties prévues aux articles 44 et suivants du RGPD.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies et stockage du navigateur',
    content: (
      <>
        <p>Créneau n’utilise que ce qui est strictement nécessaire au fonctionnement du service :</p>
        <ul>
          <li>
            le cookie <strong>XSRF-TOKEN</strong>, une valeur aléatoire qui protège vos actions contre la
            falsification de requêtes depuis un autre site ; limité à notre site, il disparaît à la fermeture
            du navigateur ;
          </li>
          <li>
            le cookie <strong>creneau_device</strong>, posé quand vous vous connectez : une valeur aléatoire
            signée qui reconnaît ce navigateur comme l’un des vôtres, pour qu’une série de mauvais mots de
            passe tentés par quelqu’un d’autre ne vous empêche pas de vous connecter ; envoyé seulement à la
            connexion, illisible par les scripts, il est gardé 180 jours ;
          </li>
          <li>
            dans le stockage du navigateur (ce ne sont pas des cookies) : votre jeton de session, gardé
            jusqu’à la fermeture de l’onglet, ou jusqu’à la déconnexion si vous avez coché « Se souvenir de
            moi » ; une copie de votre profil (nom, e-mail, rôle) pour afficher l’application ; et ce choix «
            Se souvenir de moi ». Le jeton et le profil sont effacés à la déconnexion. S’y ajoutent, une fois
            connecté, la liste des annonces de l’équipe que vous avez fermées (30 jours au plus) et votre
            réponse « Plus tard » à la proposition de notifications (jusqu’à la fermeture de l’onglet) ;
          </li>
          <li>
            si vous activez les notifications du navigateur, un script de service (« service worker »)
            enregistré par votre navigateur pour les afficher quand Créneau est fermé. Il ne fait rien d’autre
            : une fois les notifications désactivées dans vos paramètres, il ne reçoit plus rien.
          </li>
        </ul>
        <p>
          Aucun traceur, aucune mesure d’audience, aucune publicité, et aucune requête vers un site tiers
          depuis nos pages (ni polices, ni scripts, ni service de localisation). Ces éléments étant
          indispensables, ils ne nécessitent pas votre consentement.
        </p>
      </>
    ),
  },
  {
    id: 'securite',
    title: 'Sécurité',
    content: (
      <p>
        Mots de passe hachés avec argon2id, échanges chiffrés (HTTPS), sessions enregistrées et révocables à
        tout moment, limitation des tentatives, protection contre la falsification de requêtes, en-têtes de
        sécurité stricts, liens de gestion des rendez-vous dont seule l’empreinte est conservée, accord signé
        impossible à modifier : la protection des données est prise en compte dès la conception de chaque
        fonctionnalité.
      </p>
    ),
  },
  {
    id: 'droits',
    title: 'Vos droits',
    content: (
      <>
        <p>
          Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, de
          portabilité et d’opposition, ainsi que du droit de définir des directives sur le sort de vos données
          après votre décès. Plusieurs s’exercent directement dans votre espace :
        </p>
        <ul>
          <li>
            <strong>accès et portabilité</strong> : l’export de toutes vos données (archive JSON et CSV), dans
            vos <Link to="/rgpd/documents">documents RGPD</Link> ;
          </li>
          <li>
            <strong>effacement</strong> : la suppression de votre compte, au même endroit ;
          </li>
          <li>
            <strong>rectification</strong> : vos coordonnées professionnelles et votre page de réservation,
            dans votre profil ;
          </li>
          <li>
            <strong>pour vos clients</strong> : l’export des données d’un client et leur effacement, depuis la
            page Clients de votre tableau de bord.
          </li>
        </ul>
        <p>
          Pour toute autre demande, écrivez-nous par le <Link to="/contact">formulaire de contact</Link> ou à{' '}
          <SupportEmail />. Nous répondons dans un délai d’un mois. Si vous avez réservé chez un
          professionnel, adressez-vous d’abord à lui : il dispose des outils pour vous répondre, et nous
          l’aidons si besoin.
        </p>
      </>
    ),
  },
  {
    id: 'reclamation',
    title: 'Réclamation auprès de la CNIL',
    content: (
      <>
        <p>Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à :</p>
        <CnilAddress />
      </>
    ),
  },
];

export function PrivacyPage() {
  useDocumentTitle('Politique de confidentialité — Créneau');
  return (
    <LegalDocument
      eyebrow="Vos données"
      title="Politique de confidentialité"
      intro={
        <p>
          Quelles données Créneau traite, pourquoi, combien de temps et comment exercer vos droits. Pas de
          traceur, pas de publicité : seulement ce qu’il faut pour gérer vos rendez-vous.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
