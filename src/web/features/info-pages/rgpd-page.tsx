import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { CnilAddress } from './components/cnil-address';
import { LegalDocument, type TLegalSection } from './components/legal-document';
import { SubprocessorsLastChange } from './components/subprocessors-last-change';
import { SubprocessorsTable } from './components/subprocessors-table';
import { SupportEmail } from './components/support-email';

const SECTIONS: TLegalSection[] = [
  {
    id: 'roles',
    title: 'Qui fait quoi ?',
    content: (
      <>
        <p>
          <strong>Pour votre compte professionnel</strong>, Créneau est responsable du traitement : nous
          traitons vos données pour vous fournir le service, comme l’explique notre{' '}
          <Link to="/privacy">politique de confidentialité</Link>.
        </p>
        <p>
          <strong>Pour les données de vos clients</strong> (nom, e-mail, téléphone, message et rendez-vous),
          vous êtes responsable du traitement et Créneau est votre sous-traitant au sens de l’article 28 du
          RGPD. Nous n’utilisons ces données que pour exécuter vos instructions : afficher vos rendez-vous,
          envoyer les confirmations, les rappels et les avis d’annulation ou de changement, permettre à vos
          clients d’annuler ou de déplacer leur rendez-vous.
        </p>
      </>
    ),
  },
  {
    id: 'dpa',
    title: 'L’accord de sous-traitance (DPA)',
    content: (
      <>
        <p>
          L’article 28 impose un contrat entre le responsable du traitement et son sous-traitant. Avec
          Créneau, il se signe en ligne avant d’accéder à votre tableau de bord, en trois étapes :
        </p>
        <ol>
          <li>
            vous renseignez vos coordonnées professionnelles (nom, adresse, téléphone, SIRET facultatif) ;
          </li>
          <li>vous lisez l’accord généré à votre nom, avec son numéro de contrat ;</li>
          <li>
            vous le signez électroniquement ; notre serveur enregistre comme preuve la date et l’heure,
            l’adresse IP qu’il voit, votre navigateur et l’empreinte SHA-256 du texte signé.
          </li>
        </ol>
        <p>
          L’accord précise l’objet et la durée du traitement, les catégories de données et de personnes
          concernées, nos obligations de confidentialité et de sécurité, la liste de nos sous-traitants
          ultérieurs, l’aide que nous vous apportons pour répondre aux demandes de vos clients et le sort des
          données en fin de contrat. Une copie en PDF vous est envoyée par e-mail, et vous le retrouvez à tout
          moment dans vos <Link to="/rgpd/documents">documents RGPD</Link>. Une fois signé, il ne peut plus
          être modifié.
        </p>
      </>
    ),
  },
  {
    id: 'outils',
    title: 'Les outils inclus dans votre espace',
    content: (
      <ul>
        <li>
          <strong>Durée de conservation</strong> : vous la choisissez dans vos réglages, 30 jours après le
          rendez-vous par défaut, 3 ans au maximum. Chaque nuit à 03:17 (heure de Paris), les clients dont le
          dernier rendez-vous a dépassé ce délai sont anonymisés ; vos réglages montrent ce que les prochains
          passages effaceront.
        </li>
        <li>
          <strong>Export d’un client</strong> : depuis la page Clients, toutes les données d’un client
          (fichier JSON), pour répondre à une demande d’accès ou de portabilité.
        </li>
        <li>
          <strong>Effacement d’un client</strong> : au même endroit, l’anonymisation de tous ses rendez-vous
          en une action, pour répondre à une demande d’effacement.
        </li>
        <li>
          <strong>Export de votre compte</strong> : dans vos <Link to="/rgpd/documents">documents RGPD</Link>,
          une archive (JSON et CSV) de votre compte, de vos réglages, prestations, horaires, rendez-vous et
          clients.
        </li>
        <li>
          <strong>Suppression du compte</strong> : confirmée par votre mot de passe, elle ferme aussitôt
          toutes vos sessions, annule vos rendez-vous à venir en prévenant vos clients par e-mail et anonymise
          les données de vos clients.
        </li>
      </ul>
    ),
  },
  {
    id: 'conception',
    title: 'La protection dès la conception',
    content: (
      <ul>
        <li>
          Les agendas publics en temps réel ne montrent que des créneaux occupés, jamais l’identité de vos
          clients.
        </li>
        <li>Aucun traceur, aucune publicité, aucune requête vers un site tiers depuis nos pages.</li>
        <li>
          La vérification du pays à l’inscription utilise une base installée sur nos serveurs, sans appel
          extérieur.
        </li>
        <li>
          Mots de passe hachés avec argon2id, sessions révocables, limitation des tentatives, protection
          contre la falsification de requêtes.
        </li>
        <li>Le formulaire de réservation ne demande que ce qui est utile au rendez-vous.</li>
      </ul>
    ),
  },
  {
    id: 'sous-traitants',
    title: 'Sous-traitants ultérieurs',
    content: (
      <>
        <p>
          Voici les sous-traitants ultérieurs auxquels Créneau fait appel, tels qu’ils figurent dans votre DPA
          :
        </p>
        <SubprocessorsTable />
        <p>
          Si vous activez les paiements en ligne, les acomptes, paiements et cartes en garantie de vos clients
          sont traités sur votre propre compte Stripe, auprès de Stripe Payments Europe, Ltd. (Irlande) :
          Stripe est alors votre prestataire de paiement, selon le contrat que vous concluez avec lui en
          ouvrant ce compte, et non un sous-traitant de Créneau. Créneau ne prélève aucune commission.
        </p>
        <p>
          Tout changement de cette liste (ajout, retrait ou remplacement d’un sous-traitant, changement de son
          rôle ou de son pays) vous est annoncé par e-mail et par une notification dans votre espace, quels
          que soient vos réglages de notification. L’annonce détaille le changement et la date à laquelle il
          s’applique : 30 jours après l’annonce.
        </p>
        <p>
          D’ici là, vous pouvez vous y opposer en écrivant à l’équipe par la fenêtre « Besoin d’aide ? » de
          votre tableau de bord ou à <SupportEmail />, ou résilier le service en supprimant votre compte
          depuis vos <Link to="/rgpd/documents">documents RGPD</Link> (« Supprimer mon compte »).
        </p>
        <SubprocessorsLastChange />
      </>
    ),
  },
  {
    id: 'violation',
    title: 'En cas de violation de données',
    content: (
      <p>
        Si un incident touchait les données de vos clients, nous vous prévenons sans délai injustifié après en
        avoir pris connaissance, avec les informations utiles pour que vous puissiez, le cas échéant, le
        notifier à la CNIL dans les 72 heures prévues par l’article 33 du RGPD et informer les personnes
        concernées.
      </p>
    ),
  },
  {
    id: 'vos-clients',
    title: 'Vous êtes client d’un professionnel ?',
    content: (
      <p>
        Pour consulter, corriger ou effacer les données liées à votre rendez-vous, adressez-vous au
        professionnel chez qui vous avez réservé : il dispose des outils pour le faire. Vous pouvez aussi nous
        écrire par le <Link to="/contact">formulaire de contact</Link> ou à <SupportEmail /> : nous
        transmettrons votre demande. Votre e-mail de confirmation contient aussi un lien pour consulter,
        déplacer ou annuler le rendez-vous. Si le professionnel ferme son compte, vos rendez-vous à venir sont
        annulés et vous en êtes prévenu par e-mail.
      </p>
    ),
  },
  {
    id: 'cnil',
    title: 'Autorité de contrôle',
    content: (
      <>
        <p>Chacun peut introduire une réclamation auprès de la CNIL :</p>
        <CnilAddress />
      </>
    ),
  },
];

export function RgpdPage() {
  useDocumentTitle('RGPD — Créneau');
  return (
    <LegalDocument
      eyebrow="Conformité"
      title="RGPD : vos obligations simplifiées"
      intro={
        <p>
          Quand vos clients réservent, vous traitez leurs données personnelles. Créneau vous fournit le
          contrat et les outils pour le faire dans les règles, sans y passer vos soirées.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
