import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { CnilAddress } from './components/cnil-address';
import { LegalDocument, type TLegalSection } from './components/legal-document';
import { SUPPORT_EMAIL } from './site-contact';

const SECTIONS: TLegalSection[] = [
  {
    id: 'responsable',
    title: 'Qui est responsable de vos données ?',
    content: (
      <>
        <p>
          Créneau SAS, dont le siège social est à Paris (France), est responsable du traitement des données
          des professionnels qui ouvrent un compte et des personnes qui nous écrivent. Vous pouvez nous
          joindre à tout moment par le <Link to="/contact">formulaire de contact</Link> ou à l’adresse{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
        <p>
          Pour les données des clients qui réservent chez un professionnel, ce professionnel est responsable
          du traitement et Créneau agit comme son sous-traitant (article 28 du RGPD). Ce rôle est détaillé sur
          la page <Link to="/rgpd">RGPD</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'donnees',
    title: 'Les données que nous traitons',
    content: (
      <>
        <h3>Comptes des professionnels</h3>
        <ul>
          <li>
            nom, adresse e-mail et mot de passe, conservé uniquement sous forme d’empreinte argon2id : nous ne
            connaissons jamais votre mot de passe ;
          </li>
          <li>coordonnées professionnelles : nom ou raison sociale, SIRET, adresse, téléphone ;</li>
          <li>
            paramètres du service : prestations, horaires, règles de réservation, durée de conservation
            choisie ;
          </li>
          <li>
            clés d’accès (passkeys) et clés de sécurité : seule la clé publique est enregistrée, la clé privée
            ne quitte jamais votre appareil ;
          </li>
          <li>
            signature de l’accord de sous-traitance : date, adresse IP et navigateur utilisés au moment de la
            signature.
          </li>
        </ul>
        <h3>Réservations des clients des professionnels</h3>
        <p>
          Nom, adresse e-mail, téléphone, message éventuel et créneau réservé. Ces données sont traitées pour
          le compte du professionnel, selon ses instructions et l’accord de sous-traitance (DPA) qu’il signe
          dans l’application. Le client n’a pas besoin de créer de compte.
        </p>
        <h3>Données techniques</h3>
        <ul>
          <li>
            adresse IP, utilisée pour la sécurité, la limitation du nombre de tentatives (connexion,
            inscription, formulaires) et la vérification du pays à l’inscription, réservée aux professionnels
            situés en France. Ce contrôle s’appuie sur une base de correspondance IP-pays installée sur nos
            propres serveurs : aucune donnée n’est transmise à un service tiers ;
          </li>
          <li>
            enregistrements de session, qui permettent de révoquer immédiatement un accès à la déconnexion, au
            changement de mot de passe ou à la suppression du compte ;
          </li>
          <li>si vous les activez, l’adresse d’abonnement aux notifications fournie par votre navigateur.</li>
        </ul>
        <h3>Messages</h3>
        <p>
          Nom, adresse e-mail et contenu des messages envoyés par le formulaire de contact ou la messagerie
          d’assistance.
        </p>
      </>
    ),
  },
  {
    id: 'finalites',
    title: 'Finalités et bases légales',
    content: (
      <table>
        <thead>
          <tr>
            <th scope="col">Finalité</th>
            <th scope="col">Base légale (article 6 du RGPD)</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              Fournir le service : compte, page de réservation, rappels, agenda, flux iCal, notifications
            </td>
            <td>Exécution du contrat</td>
          </tr>
          <tr>
            <td>
              Sécuriser le service : sessions, limitation des tentatives, contrôle du pays à l’inscription
            </td>
            <td>Intérêt légitime à protéger les comptes et la plateforme</td>
          </tr>
          <tr>
            <td>Répondre à vos messages et à vos demandes d’assistance</td>
            <td>Intérêt légitime, ou mesures précontractuelles</td>
          </tr>
          <tr>
            <td>Émettre et conserver les factures</td>
            <td>Obligation légale</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  {
    id: 'conservation',
    title: 'Durées de conservation',
    content: (
      <ul>
        <li>
          <strong>Compte professionnel</strong> : tant que le compte est ouvert, puis suppression à sa
          clôture.
        </li>
        <li>
          <strong>Réservations des clients</strong> : anonymisées à l’issue de la durée choisie par le
          professionnel, par défaut 30 jours après le rendez-vous et au plus 3 ans, durée de référence de la
          CNIL pour les données clients.
        </li>
        <li>
          <strong>Factures</strong> : 10 ans, comme l’exige le Code de commerce (article L123-22).
        </li>
        <li>
          <strong>Sessions</strong> : jusqu’à leur expiration ou leur révocation.
        </li>
        <li>
          <strong>Messages de contact</strong> : le temps nécessaire au traitement de votre demande.
        </li>
      </ul>
    ),
  },
  {
    id: 'destinataires',
    title: 'Destinataires et sous-traitants',
    content: (
      <>
        <p>
          Vos données ne sont jamais vendues ni louées. Elles sont accessibles aux seules personnes habilitées
          de Créneau et à nos sous-traitants techniques : l’hébergeur et le prestataire d’envoi des e-mails.
          Ils sont désignés nommément dans l’accord de sous-traitance et ne peuvent utiliser les données que
          pour nous fournir leur service.
        </p>
        <p>
          Si vous activez les notifications du navigateur, celles-ci sont acheminées par le service de
          notification de l’éditeur de votre navigateur. Tout transfert hors de l’Union européenne serait
          encadré par les garanties prévues aux articles 44 et suivants du RGPD.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies et stockage local',
    content: (
      <>
        <p>Créneau n’utilise que ce qui est strictement nécessaire au fonctionnement du service :</p>
        <ul>
          <li>
            le cookie <strong>XSRF-TOKEN</strong>, qui protège vos actions contre la falsification de requêtes
            ;
          </li>
          <li>
            le jeton de session, conservé dans le stockage local de votre navigateur pour vous garder
            connecté.
          </li>
        </ul>
        <p>
          Aucun traceur, aucune mesure d’audience, aucune publicité, et aucune requête vers un site tiers
          depuis nos pages. Ces éléments étant indispensables, ils ne nécessitent pas votre consentement.
        </p>
      </>
    ),
  },
  {
    id: 'securite',
    title: 'Sécurité',
    content: (
      <p>
        Mots de passe hachés avec argon2id, connexions chiffrées, sessions révocables à tout moment, connexion
        possible par clé d’accès, limitation des tentatives et en-têtes de sécurité stricts : la protection
        des données est prise en compte dès la conception de chaque fonctionnalité.
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
          après votre décès. La plupart s’exercent directement dans votre espace : modification du profil,
          export de vos données, suppression du compte.
        </p>
        <p>
          Pour toute autre demande, écrivez-nous par le <Link to="/contact">formulaire de contact</Link> ou à{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Nous répondons dans un délai d’un mois. Si
          vous avez réservé chez un professionnel, adressez-vous d’abord à lui : nous l’aidons à vous
          répondre.
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
