import { Link } from 'react-router';

/**
 * /privacy « Durées de conservation »: the rules the server applies (the daily job at 03:17 Paris
 * anonymises customers and purges technical records; account deletion), nothing it does not.
 */
export function PrivacyRetentionList() {
  return (
    <ul>
      <li>
        <strong>Compte professionnel</strong> : tant qu’il est ouvert. Lorsque vous le supprimez (depuis vos{' '}
        <Link to="/rgpd/documents">documents RGPD</Link>), vos sessions sont fermées et effacées, vos
        rendez-vous à venir annulés et vos clients prévenus par e-mail, votre page de réservation, vos
        horaires et vos réglages supprimés, et les données de vos clients anonymisées dans tous vos
        rendez-vous. La fiche du compte est vidée (nom remplacé par « Compte supprimé », adresse e-mail et
        coordonnées effacées) : elle ne subsiste que pour rattacher l’accord signé et le journal des e-mails.
      </li>
      <li>
        <strong>Données des clients dans les rendez-vous</strong> : durée choisie par le professionnel, par
        défaut 30 jours après le rendez-vous et au plus 3 ans, durée de référence de la CNIL pour les données
        clients. Elle court à partir du dernier rendez-vous du client chez ce professionnel (même adresse
        e-mail) : un client qui revient garde son historique jusqu’à ce que son dernier rendez-vous ait
        lui-même dépassé ce délai. L’anonymisation a lieu chaque nuit à 03:17 (heure de Paris) : le nom
        devient « Client anonymisé », l’e-mail, le téléphone, le message et le motif d’annulation sont effacés
        ; la date et la prestation restent dans l’agenda.
      </li>
      <li>
        <strong>Liste d’attente</strong> : jusqu’au dernier jour souhaité, puis effacée par la purge
        quotidienne. Le client la quitte à tout moment par le lien reçu dans chaque e-mail, et le
        professionnel peut retirer une inscription ; elle est aussi exportée et effacée avec les autres
        données du client.
      </li>
      <li>
        <strong>Accord de sous-traitance signé</strong> : pendant toute la durée du contrat, puis pendant le
        délai de prescription de 5 ans (article 2224 du Code civil), pour servir de preuve. Une fois signé, il
        ne peut plus être modifié.
      </li>
      <li>
        <strong>Factures et avoirs</strong> : 10 ans à compter de la clôture de l’exercice (article L123-22 du
        Code de commerce), même après la suppression du compte ; ils ne peuvent plus être modifiés une fois
        émis. Les données de carte bancaire ne passent jamais par Créneau : elles sont saisies sur la page de
        paiement de Stripe.
      </li>
      <li>
        <strong>Commandes de la boutique</strong> : gardées avec leurs factures (10 ans) ; l’adresse de
        livraison est effacée à la suppression du compte et, au plus tard, 10 ans après la fin de la commande.
      </li>
      <li>
        <strong>Sessions de connexion</strong> : effacées par la purge quotidienne 7 jours après leur fin
        (expiration ou déconnexion), et aussitôt si le compte est supprimé.
      </li>
      <li>
        <strong>Liens envoyés par e-mail</strong> : valables 48 heures (vérification de l’adresse) ou 1 heure
        (mot de passe oublié), effacés par la purge quotidienne dès qu’ils ont servi ou expiré.
      </li>
      <li>
        <strong>Compteurs anti-abus et réponses aux demandes de réservation</strong> : effacés par la purge
        quotidienne une fois passées 24 heures.
      </li>
      <li>
        <strong>Journal des e-mails</strong> : conservé comme preuve de l’envoi. Quand un rendez-vous est
        anonymisé (effacement d’un client, durée de conservation atteinte, suppression du compte), ses e-mails
        envoyés sont vidés (destinataire, objet, contenu et pièces jointes) ; seuls leur nature, leur état et
        leurs dates restent. Un e-mail encore en cours d’envoi est vidé par la purge du lendemain.
      </li>
      <li>
        <strong>Notifications</strong> : effacées par la purge quotidienne 90 jours après leur lecture (celles
        que vous n’avez pas lues restent), dès que vous les supprimez, avec les données du client quand son
        rendez-vous est anonymisé, et avec votre compte. Les envois vers un navigateur sont effacés une
        semaine après leur envoi ; l’adresse d’envoi d’un navigateur, dès que vous désactivez les
        notifications, que son service de notification la déclare périmée, ou que votre compte est supprimé.
      </li>
      <li>
        <strong>Clés d’accès</strong> : tant que vous les gardez ; effacées dès que vous en supprimez une
        (page « Sécurité ») et avec votre compte.
      </li>
      <li>
        <strong>Pack et historique du quota</strong> : conservés tant que votre compte est ouvert, pour
        justifier chaque chiffre de votre quota, et effacés avec lui.
      </li>
      <li>
        <strong>Messages de contact</strong> : conservés pour le suivi de votre demande, et effacés sur simple
        demande. <strong>Échanges avec l’équipe</strong> : conservés tant que votre compte est ouvert, effacés
        avec lui. <strong>Commentaires du blog</strong> : conservés avec l’article (refusés compris, pour la
        modération), effacés avec lui, quand notre équipe supprime le commentaire, ou sur simple demande ;
        l’adresse e-mail de l’auteur est effacée par la purge quotidienne 30 jours après la modération.
      </li>
    </ul>
  );
}
