import { Link } from 'react-router';
import { CARRY_OVER_RATE, CREDIT_VALIDITY_MONTHS, FREE_TIER, LOW_QUOTA_ALERT } from '../../../shared/pricing';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { LegalDocument, type TLegalSection } from './components/legal-document';
import { SellerName } from './components/seller-name';

const carryOverPercent = `${Math.round(CARRY_OVER_RATE * 100)}\u00a0%`;

const SECTIONS: TLegalSection[] = [
  {
    id: 'objet',
    title: 'Objet',
    content: (
      <p>
        Les présentes conditions régissent l’utilisation de Créneau, service en ligne de prise de rendez-vous
        édité par <SellerName /> (voir les <Link to="/legal">mentions légales</Link>), par les professionnels
        indépendants (ci-après « le professionnel ») et par leurs clients qui réservent un rendez-vous
        (ci-après « le client »). Créer un compte ou réserver vaut acceptation de ces conditions.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'Le service',
    content: (
      <>
        <p>Créneau met à la disposition du professionnel :</p>
        <ul>
          <li>
            une page de réservation publique, accessible 24{'\u00a0'}h/24, où ses clients réservent sans créer
            de compte ;
          </li>
          <li>un tableau de bord et un agenda mis à jour en temps réel ;</li>
          <li>l’envoi automatique d’e-mails de confirmation, de rappel et d’annulation à ses clients ;</li>
          <li>
            des e-mails à chaque nouvelle réservation ou annulation et, s’il le souhaite, le programme de sa
            journée chaque matin ;
          </li>
          <li>un flux iCal privé, à sens unique, vers son agenda habituel ;</li>
          <li>des outils de conformité au RGPD, dont l’accord de sous-traitance signé en ligne.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'compte',
    title: 'Inscription et compte',
    content: (
      <>
        <p>
          L’inscription est réservée aux professionnels situés en France ; le pays est vérifié au moment de
          l’inscription. Le professionnel confirme son adresse e-mail, fournit des informations exactes et les
          tient à jour.
        </p>
        <p>
          Il garde son mot de passe confidentiel, répond de l’usage de son compte et nous prévient sans
          attendre de toute utilisation non autorisée. Avant d’accéder à son tableau de bord, il signe en
          ligne l’accord de sous-traitance prévu à l’article 28 du RGPD.
        </p>
      </>
    ),
  },
  {
    id: 'tarifs',
    title: 'Formules et tarifs',
    content: (
      <>
        <p>
          L’offre gratuite comprend {FREE_TIER.appointmentsPerMonth} rendez-vous par mois et toutes les
          fonctionnalités. Les packs payants, dont le prix TTC et le nombre de rendez-vous figurent dans la{' '}
          <Link to="/#pricing">grille tarifaire</Link>, se paient d’avance : chaque mois par carte bancaire
          (abonnement résiliable à tout moment depuis « Abonnement », effectif à la fin de la période payée),
          une fois pour le pack Événement 7j et les recharges, ou par virement. Chaque paiement donne lieu à
          une facture envoyée par e-mail et téléchargeable dans « Abonnement ». Le quota de rendez-vous suit
          les règles suivantes :
        </p>
        <ul>
          <li>
            chaque rendez-vous reçu, en ligne ou saisi par le professionnel, compte pour le mois civil en
            cours (heure de Paris) ; un rendez-vous annulé est rendu tant que ce mois n’est pas terminé ;
          </li>
          <li>
            les rendez-vous non utilisés d’un pack sont reportés sur le mois suivant, dans la limite de{' '}
            {carryOverPercent} du quota mensuel et du report maximal du pack, et pour ce mois seulement ;
          </li>
          <li>
            les crédits de recharge s’ajoutent au quota, sans plafond mensuel, et restent valables{' '}
            {CREDIT_VALIDITY_MONTHS} mois ;
          </li>
          <li>
            une alerte prévient le professionnel lorsqu’il ne lui reste plus que {LOW_QUOTA_ALERT}{' '}
            rendez-vous, puis lorsqu’il ne lui en reste plus ; la page de réservation cesse alors de prendre
            des réservations en ligne et indique ses coordonnées, et les rendez-vous qu’il saisit lui-même
            restent possibles, comptés hors quota ;
          </li>
          <li>
            un pack supérieur s’applique aussitôt, un pack inférieur au début du mois suivant ; le pack
            Événement 7j est un pack fixe de 7 jours, sans report.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'boutique',
    title: 'Boutique',
    content: (
      <p>
        Depuis « Boutique », le professionnel peut commander des articles pour son activité (présentoirs,
        cartes…), présentés avec leur prix TTC, leur taux de TVA et leur disponibilité. Le prix comprend la
        livraison, en France uniquement. La commande réserve les articles 1 heure quand elle se paie par carte
        bancaire, 24 heures quand elle se paie par virement (deux commandes en attente de paiement au plus),
        et devient ferme à son paiement, qui donne lieu à une facture. Les articles personnalisés portent
        l’adresse et le QR code de sa page de réservation. Le professionnel suit sa commande (préparation,
        expédition avec numéro de suivi, livraison) dans « Boutique » et par e-mail, et peut l’annuler tant
        qu’elle n’est pas expédiée : le paiement lui est alors remboursé sur le moyen utilisé, avec un avoir.
      </p>
    ),
  },
  {
    id: 'obligations',
    title: 'Engagements du professionnel',
    content: (
      <ul>
        <li>Utiliser Créneau pour son activité professionnelle, dans le respect des lois en vigueur.</li>
        <li>Informer ses clients du traitement de leurs données, dont il est responsable.</li>
        <li>
          Ne pas demander, dans le message de réservation, de données sensibles comme des informations de
          santé.
        </li>
        <li>Honorer les rendez-vous pris sur sa page, ou prévenir le client en cas d’empêchement.</li>
        <li>Ne pas perturber le service ni tenter d’accéder aux données d’autres utilisateurs.</li>
      </ul>
    ),
  },
  {
    id: 'reservations',
    title: 'Réservations des clients',
    content: (
      <p>
        Le client réserve sans compte, en indiquant son nom, son e-mail, son téléphone et, s’il le souhaite,
        un message. Il reçoit une confirmation contenant un lien personnel pour déplacer ou annuler son
        rendez-vous, dans le délai fixé par le professionnel, puis les rappels prévus. La prestation elle-même
        est un contrat entre le client et le professionnel, auquel Créneau n’est pas partie.
      </p>
    ),
  },
  {
    id: 'disponibilite',
    title: 'Disponibilité et responsabilité',
    content: (
      <>
        <p>
          Nous mettons tout en œuvre pour que le service soit disponible en permanence, sauf maintenance ou
          cas de force majeure. Deux clients ne peuvent jamais réserver le même créneau : cette garantie est
          assurée par la base de données elle-même.
        </p>
        <p>
          La remise des e-mails dépend aussi des messageries des destinataires. Créneau est tenu d’une
          obligation de moyens ; sa responsabilité ne saurait être engagée pour un dommage indirect ou pour le
          contenu saisi par les utilisateurs.
        </p>
      </>
    ),
  },
  {
    id: 'donnees',
    title: 'Données personnelles',
    content: (
      <p>
        Le traitement des données est décrit dans la <Link to="/privacy">politique de confidentialité</Link>{' '}
        et sur la page <Link to="/rgpd">RGPD</Link>. Pour les données de ses clients, le professionnel est
        responsable du traitement et Créneau son sous-traitant, selon l’accord signé dans l’application.
      </p>
    ),
  },
  {
    id: 'propriete',
    title: 'Propriété intellectuelle',
    content: (
      <p>
        Le logiciel, la marque et les contenus de Créneau restent la propriété de <SellerName />. Le
        professionnel conserve tous les droits sur ses propres contenus (descriptions, prestations) et nous
        autorise à les afficher sur sa page de réservation.
      </p>
    ),
  },
  {
    id: 'resiliation',
    title: 'Durée, suspension et résiliation',
    content: (
      <p>
        Le contrat dure tant que le compte est ouvert. Le professionnel peut supprimer son compte à tout
        moment depuis ses <Link to="/rgpd/documents">documents RGPD</Link>, après avoir exporté ses données
        s’il le souhaite : ses rendez-vous à venir sont alors annulés et ses clients prévenus par e-mail, et
        les données de ses clients anonymisées. En cas de manquement grave à ces conditions, Créneau peut
        suspendre le compte après en avoir informé le professionnel, sauf urgence liée à la sécurité.
      </p>
    ),
  },
  {
    id: 'modifications',
    title: 'Modification des conditions',
    content: (
      <p>
        Toute modification est annoncée par e-mail avant son entrée en vigueur. Le professionnel qui la refuse
        peut supprimer son compte ; l’utilisation du service après cette date vaut acceptation.
      </p>
    ),
  },
  {
    id: 'droit',
    title: 'Droit applicable',
    content: (
      <p>
        Ces conditions sont soumises au droit français. En cas de différend, les parties recherchent d’abord
        une solution amiable ; à défaut, les tribunaux compétents de Paris sont saisis. Une question ?{' '}
        <Link to="/contact">Contactez-nous</Link>.
      </p>
    ),
  },
];

export function CguPage() {
  useDocumentTitle('Conditions d’utilisation — Créneau');
  return (
    <LegalDocument
      eyebrow="Conditions générales"
      title="Conditions d’utilisation"
      intro={
        <p>Les règles du jeu entre Créneau, les professionnels qui l’utilisent et leurs clients, en clair.</p>
      }
      sections={SECTIONS}
    />
  );
}
