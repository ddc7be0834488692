/** /privacy « Les données que nous traitons »: exactly what the server stores, by category. */
export function PrivacyDataList() {
  return (
    <>
      <h3>Votre compte professionnel</h3>
      <ul>
        <li>
          nom, adresse e-mail et date de sa vérification, mot de passe conservé uniquement sous forme
          d’empreinte argon2id : nous ne connaissons jamais votre mot de passe ;
        </li>
        <li>
          coordonnées professionnelles : nom ou raison sociale, SIRET (facultatif), adresse, téléphone ;
        </li>
        <li>
          votre page de réservation et vos réglages : nom affiché, présentation, adresse et téléphone publics,
          prestations, horaires, fermetures, règles de réservation, récapitulatif quotidien par e-mail, durée
          de conservation choisie et adresse secrète de votre flux iCal ;
        </li>
        <li>
          si vous ajoutez une clé d’accès (passkey) ou une clé de sécurité : le nom que vous lui donnez, sa
          clé publique (la clé privée ne quitte jamais votre appareil), son type (synchronisée ou propre à un
          appareil), ses moyens de connexion, son compteur de signatures, ses dates d’ajout et de dernière
          utilisation ;
        </li>
        <li>
          si vous connectez votre agenda personnel (CalDAV) : l’adresse du serveur, votre identifiant, votre
          mot de passe d’application chiffré (AES-256-GCM ; il n’est jamais affiché ni exporté), la liste de
          vos agendas et vos choix, et une copie des plages occupées de vos agendas vérifiés sur la période
          ouverte à la réservation (début, fin et titre de chaque événement). Les rendez-vous pris sur Créneau
          sont écrits dans l’agenda que vous choisissez (prestation, nom, téléphone et e-mail du client).
          Cette copie est supprimée lorsque vous déconnectez l’agenda ;
        </li>
        <li>
          votre pack et l’historique de votre quota : chaque rendez-vous compté ou rendu, les reports, les
          crédits ajoutés (avec le motif donné par notre équipe) et leurs dates ;
        </li>
        <li>
          vos commandes de la boutique : articles, montants, adresse de livraison, numéro de suivi et
          historique de chaque étape ;
        </li>
        <li>
          pays depuis lequel vous vous inscrivez : il est déduit de votre adresse IP pour vérifier que vous
          êtes situé en France, à l’aide d’une base de correspondance installée sur nos serveurs (rien n’est
          transmis à un service tiers). Le pays n’est pas enregistré.
        </li>
      </ul>
      <h3>L’accord de sous-traitance (DPA)</h3>
      <ul>
        <li>
          les coordonnées saisies pour l’établir (nom, SIRET, adresse, téléphone), son numéro et le texte
          signé ;
        </li>
        <li>
          la preuve de votre signature : date et heure de notre serveur, adresse IP vue par notre serveur (et
          celle qu’indique votre navigateur, s’il en transmet une), identification du navigateur (« user agent
          ») et empreinte SHA-256 du texte signé.
        </li>
      </ul>
      <h3>Les clients qui réservent chez un professionnel</h3>
      <p>
        Nom, adresse e-mail, téléphone, message éventuel, réponses aux questions que le professionnel choisit
        de poser, adresse du rendez-vous s’il a lieu à domicile, lien de la salle de visio, prestation et
        créneau réservés, date de l’accord donné au moment de réserver, motif d’annulation éventuel, rappels
        programmés, e-mails et SMS de rappel envoyés au sujet du rendez-vous (pour un SMS : numéro, date et
        statut de l’envoi), et la note que le professionnel écrit éventuellement sur la fiche du client
        (exportée et effacée avec ses autres données). Le client n’a pas besoin de créer de compte. Ces
        données sont traitées pour le compte du professionnel, selon ses instructions et l’accord de
        sous-traitance qu’il signe dans l’application.
      </p>
      <p>
        Un client qui demande à être prévenu si un créneau se libère (liste d’attente) : nom, adresse e-mail,
        téléphone, prestation, jours souhaités, date de l’inscription et de l’accord, état de la demande (en
        attente, créneau proposé, réservé) et date du dernier créneau proposé par e-mail.
      </p>
      <p>
        Un client qui paie en réservant, chez un professionnel qui a activé les paiements en ligne (acompte,
        paiement de la prestation ou carte en garantie) : montant, état du paiement, dates du paiement, du
        remboursement et des frais d’absence, et les références de ce paiement chez Stripe. Les données de
        carte sont saisies sur la page de paiement de Stripe : Créneau ne les reçoit ni ne les conserve.
      </p>
      <h3>Données techniques</h3>
      <ul>
        <li>
          sessions de connexion : dates de début et de fin, adresse IP et navigateur utilisés, choix « Se
          souvenir de moi » ;
        </li>
        <li>
          liens envoyés par e-mail (vérification de l’adresse, mot de passe oublié) : seule leur empreinte
          SHA-256 est conservée, avec leurs dates d’expiration et d’utilisation ;
        </li>
        <li>
          compteurs anti-abus : nombre de tentatives par adresse IP ou par adresse e-mail sur de courtes
          périodes (connexion, inscription, mot de passe oublié, réservation, formulaire de contact,
          suppression de compte) ;
        </li>
        <li>
          réponse à une demande de réservation, gardée pour qu’un nouvel essai après une coupure réseau ne
          crée pas de doublon ;
        </li>
        <li>
          journal des e-mails : destinataire, objet, contenu, pièces jointes et état de remise de chaque
          e-mail envoyé par le service.
        </li>
      </ul>
      <h3>Notifications</h3>
      <ul>
        <li>
          les notifications de votre espace (nouveau rendez-vous, annulation ou déplacement par un client,
          réponse de l’équipe) : type, titre, texte (le nom du client et le créneau pour un rendez-vous),
          lien, date de création et de lecture ; et vos choix de réception pour chaque type (dans
          l’application, par e-mail, dans le navigateur) ;
        </li>
        <li>
          si vous activez les notifications dans un navigateur : l’adresse d’envoi que ce navigateur nous
          donne (chez le service de notification de son éditeur), ses clés de chiffrement et l’identification
          du navigateur (« user agent ») ; et chaque envoi (contenu de la notification, état, date) ;
        </li>
        <li>
          les annonces de l’équipe que vous avez fermées (leur identifiant et la date), pour qu’elles restent
          fermées sur vos autres appareils.
        </li>
      </ul>
      <h3>Messages</h3>
      <p>
        Nom, adresse e-mail et contenu des messages envoyés par le formulaire de contact, avec votre compte si
        vous étiez connecté ; vos échanges avec l’équipe dans la fenêtre « Besoin d’aide ? » (auteur, message,
        date, date de lecture). Pour un commentaire sur le blog : le nom et l’adresse e-mail donnés (l’adresse
        n’est jamais publiée), le texte, sa date et la décision de modération.
      </p>
    </>
  );
}
