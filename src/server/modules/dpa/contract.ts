import sanitizeHtml from 'sanitize-html';
import { DEFAULT_TIMEZONE, formatDate } from '../../../shared/french-format';

export type TSubprocessor = { nom: string; role: string; pays: string };

export type TContractInput = {
  numeroContrat: string;
  date: Date;
  nom: string;
  siret: string | null;
  adresse: string;
  telephone: string | null;
  /** Public address of this instance (APP_URL), naming the service. */
  appUrl: string;
  subprocessors: readonly TSubprocessor[];
  /** This instance sends SMS reminders (issue 35): the contract says what they carry. */
  smsReminders: boolean;
};

/** The only markup a contract may hold: what the PDF renderer and the browser both understand. */
export const CONTRACT_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'p', 'ul', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'strong'],
  allowedAttributes: {},
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const h1 = (text: string) => `<h1>${text}</h1>`;
const h2 = (text: string) => `<h2>${text}</h2>`;
const p = (text: string) => `<p>${text}</p>`;
const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<table><thead><tr>${head.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/** « 1er décembre 2026 »: the shared formatter, so the contract writes dates like every other screen. */
export function formatFrenchDate(date: Date): string {
  return formatDate(date, DEFAULT_TIMEZONE, 'long');
}

/** Measures the code actually applies (GDPR art. 32); nothing is listed that the product does not do. */
export const SECURITY_MEASURES = [
  'mots de passe hachés avec argon2id (paramètres minimaux recommandés par l’OWASP), jamais conservés en clair ;',
  'chiffrement des échanges : le service est prévu pour être exposé uniquement en HTTPS (TLS), la terminaison TLS étant assurée devant l’application par l’exploitant de l’instance ;',
  'jetons de connexion signés (HS256) et adossés à des sessions enregistrées en base, révocables immédiatement ;',
  'limitation du nombre de requêtes par adresse IP et par compte sur les opérations sensibles (connexion, inscription, réinitialisation du mot de passe, réservation) ;',
  'protection contre la falsification de requêtes intersites (jeton anti-CSRF XSRF-TOKEN) ;',
  'en-têtes HTTP de sécurité (politique de sécurité du contenu, HSTS, protection contre l’inclusion dans des cadres) ;',
  'liens de gestion des rendez-vous envoyés aux clients : jetons aléatoires dont seule l’empreinte SHA-256 sert à la vérification, la copie nécessaire aux rappels étant chiffrée (AES-256-GCM) ;',
  'intégrité garantie par la base de données : contraintes d’unicité et d’exclusion (aucune double réservation), transactions, et impossibilité de modifier un DPA signé ;',
  'durée de conservation des données des clients paramétrable par le Responsable du traitement (30 jours par défaut) ;',
  'journal des e-mails envoyés (file d’envoi conservant chaque message et son état de remise) ;',
  'sauvegardes : elles relèvent de l’exploitant de l’instance (hébergeur), qui en définit la fréquence, la durée de conservation et le chiffrement ; le Sous-traitant n’en revendique aucune autre.',
];

function partiesTable(input: TContractInput): string {
  const provider = [
    `<strong>${escapeHtml(input.nom)}</strong>`,
    input.siret ? `SIRET : ${escapeHtml(input.siret)}` : 'SIRET : non communiqué',
    `Adresse : ${escapeHtml(input.adresse)}`,
    input.telephone ? `Téléphone : ${escapeHtml(input.telephone)}` : 'Téléphone : non communiqué',
  ].join(' — ');
  const processor = `<strong>Créneau</strong> — éditeur et exploitant du service de prise de rendez-vous en ligne accessible à l’adresse ${escapeHtml(input.appUrl)}`;
  return table(
    ['Rôle', 'Partie'],
    [
      ['Responsable du traitement', provider],
      ['Sous-traitant', processor],
    ],
  );
}

/**
 * Booking payments (issue 34, ADR 0061): they go to the provider's own Stripe account, under the
 * provider's own contract with Stripe — Stripe is not a sub-processor of Créneau's.
 */
export const STRIPE_CLAUSE =
  'Lorsque le Responsable du traitement active les paiements en ligne, les acomptes, paiements complets et cartes en garantie de ses clients sont traités sur son propre compte Stripe, ouvert par lui auprès de Stripe Payments Europe, Ltd. (Irlande) : Stripe est alors le prestataire de paiement du Responsable du traitement, en vertu du contrat que celui-ci conclut directement avec Stripe à l’ouverture de ce compte (Stripe restant responsable des traitements qu’il mène pour ses propres obligations légales et la lutte contre la fraude), et non un sous-traitant ultérieur de Créneau. Les données de carte sont saisies sur la page de paiement de Stripe et ne sont jamais reçues ni conservées par le Sous-traitant. Créneau ne prélève aucune commission sur ces paiements.';

/** Each article of GDPR art. 28(3), (a) to (h), in its own numbered article. */
function processorObligations(input: TContractInput): string[] {
  const rows = input.subprocessors.map((s) => [escapeHtml(s.nom), escapeHtml(s.role), escapeHtml(s.pays)]);
  return [
    h2('Article 6 — Instructions documentées (art. 28, 3, a)'),
    p(
      'Le Sous-traitant traite les données à caractère personnel uniquement sur instruction documentée du Responsable du traitement, y compris pour les transferts vers un pays tiers. Le présent contrat et les réglages effectués par le Responsable du traitement dans le service constituent ses instructions. Si le Sous-traitant considère qu’une instruction constitue une violation du RGPD ou du droit de l’Union ou des États membres, il en informe immédiatement le Responsable du traitement.',
    ),
    h2('Article 7 — Confidentialité (art. 28, 3, b)'),
    p(
      'Le Sous-traitant veille à ce que les personnes autorisées à traiter les données à caractère personnel s’engagent à respecter la confidentialité ou soient soumises à une obligation légale appropriée de confidentialité, et qu’elles n’accèdent aux données que dans la mesure nécessaire à l’exécution du service ou au support demandé.',
    ),
    h2('Article 8 — Sécurité du traitement (art. 28, 3, c et art. 32)'),
    p(
      'Le Sous-traitant met en œuvre les mesures techniques et organisationnelles appropriées afin de garantir un niveau de sécurité adapté au risque. Les mesures effectivement en place sont les suivantes :',
    ),
    ul(SECURITY_MEASURES),
    h2('Article 9 — Sous-traitance ultérieure (art. 28, 2 et 3, d)'),
    p(
      'Le Responsable du traitement autorise de manière générale le recours aux sous-traitants ultérieurs listés ci-dessous. Le Sous-traitant informe le Responsable du traitement de tout changement envisagé (ajout ou remplacement), qui dispose alors de la possibilité d’émettre des objections ou de résilier le service. Le Sous-traitant impose à chaque sous-traitant ultérieur, par contrat, les mêmes obligations de protection des données que celles du présent contrat et demeure pleinement responsable de leur exécution.',
    ),
    table(['Sous-traitant ultérieur', 'Rôle', 'Pays'], rows),
    p(STRIPE_CLAUSE),
    h2('Article 10 — Assistance pour les droits des personnes concernées (art. 28, 3, e)'),
    p(
      'Compte tenu de la nature du traitement, le Sous-traitant aide le Responsable du traitement, par des mesures techniques et organisationnelles appropriées, à répondre aux demandes d’exercice des droits des personnes concernées (accès, rectification, effacement, limitation, portabilité, opposition). Le service permet notamment d’exporter les données d’un client et de les effacer. Lorsqu’une personne concernée s’adresse directement au Sous-traitant, celui-ci transmet la demande au Responsable du traitement dans les meilleurs délais.',
    ),
    h2('Article 11 — Assistance aux obligations des articles 32 à 36 (art. 28, 3, f)'),
    p(
      'Le Sous-traitant aide le Responsable du traitement à garantir le respect des obligations relatives à la sécurité du traitement, à la notification des violations de données à caractère personnel à l’autorité de contrôle (CNIL) et à leur communication aux personnes concernées, à l’analyse d’impact relative à la protection des données et à la consultation préalable. Il notifie au Responsable du traitement toute violation de données à caractère personnel dans les meilleurs délais après en avoir pris connaissance, avec les informations dont il dispose.',
    ),
    h2('Article 12 — Sort des données en fin de contrat (art. 28, 3, g)'),
    p(
      'Au terme du service, selon le choix du Responsable du traitement, le Sous-traitant supprime toutes les données à caractère personnel ou les lui renvoie, et détruit les copies existantes, sauf obligation légale de conservation. Le Responsable du traitement peut à tout moment exporter l’ensemble de ses données puis supprimer son compte ; la suppression efface ou anonymise les données à caractère personnel, à l’exception des pièces que la loi impose de conserver (factures).',
    ),
    h2('Article 13 — Information et audits (art. 28, 3, h)'),
    p(
      'Le Sous-traitant met à la disposition du Responsable du traitement toutes les informations nécessaires pour démontrer le respect des obligations prévues à l’article 28 du RGPD et pour permettre la réalisation d’audits, y compris des inspections, par le Responsable du traitement ou un auditeur qu’il a mandaté, et contribue à ces audits. Les audits sont annoncés avec un préavis raisonnable et menés de manière à ne pas compromettre la sécurité ni la confidentialité des données des autres utilisateurs.',
    ),
  ];
}

/** A French GDPR art. 28 data processing agreement for one provider, as sanitized HTML. */
export function buildContractHtml(input: TContractInput): string {
  const html = [
    h1('Accord de traitement des données à caractère personnel (DPA)'),
    p(
      `Contrat n° <strong>${escapeHtml(input.numeroContrat)}</strong> — établi le ${formatFrenchDate(input.date)}, en application de l’article 28 du règlement (UE) 2016/679 du 27 avril 2016 (RGPD) et de la loi n° 78-17 du 6 janvier 1978 modifiée (« Informatique et Libertés »).`,
    ),
    h2('Entre les parties'),
    partiesTable(input),
    h2('Article 1 — Objet'),
    p(
      'Le présent contrat définit les conditions dans lesquelles le Sous-traitant traite, pour le compte du Responsable du traitement, les données à caractère personnel des clients de celui-ci dans le cadre du service de prise de rendez-vous en ligne Créneau.',
    ),
    h2('Article 2 — Durée'),
    p(
      'Le présent contrat prend effet à sa signature et s’applique pendant toute la durée de l’abonnement du Responsable du traitement au service, jusqu’à la suppression de son compte. Les obligations de confidentialité et celles relatives au sort des données survivent à son terme.',
    ),
    h2('Article 3 — Nature et finalité du traitement'),
    p(
      'Le traitement consiste à collecter, enregistrer, conserver, consulter et transmettre des données afin de :',
    ),
    ul([
      'permettre aux clients de réserver, déplacer et annuler des rendez-vous en ligne ;',
      'envoyer les confirmations et les rappels de rendez-vous par e-mail ;',
      ...(input.smsReminders
        ? [
            'lorsque le Responsable du traitement active le rappel par SMS, envoyer un SMS de rappel (nom du Responsable du traitement, date et heure du rendez-vous) à ceux de ses clients dont le numéro est un portable français ;',
          ]
        : []),
      'tenir l’agenda du Responsable du traitement et l’exporter vers son calendrier (flux iCal à sens unique) ;',
      'lorsque le Responsable du traitement connecte son agenda personnel (CalDAV), y écrire ses rendez-vous (prestation, nom, téléphone et adresse e-mail du client) et en copier les plages occupées pour ne pas proposer ces horaires ;',
      'lorsque le Responsable du traitement active les paiements en ligne, demander à ses clients un acompte, le paiement de la prestation ou une carte en garantie sur son propre compte Stripe, puis suivre ces paiements, leurs remboursements et les frais d’absence ;',
      'permettre au Responsable du traitement d’exercer et de faire respecter les droits des personnes concernées (export, effacement).',
    ]),
    h2('Article 4 — Types de données à caractère personnel'),
    ul([
      'identité et coordonnées des clients : nom, adresse e-mail, numéro de téléphone, message laissé lors de la réservation, adresse du rendez-vous lorsqu’il a lieu à domicile ;',
      'réponses des clients aux questions que le Responsable du traitement choisit de poser lors de la réservation ;',
      `données de rendez-vous : prestation, date, heure, durée, lieu et lien de la salle de visio, statut, série éventuelle, historique des modifications${input.smsReminders ? ', des e-mails et des SMS' : ' et des e-mails'} envoyés ;`,
      'inscriptions sur la liste d’attente : prestation et jours souhaités, état de l’inscription, date des créneaux proposés ;',
      'paiements en ligne des clients : montant, état, dates du paiement, du remboursement et des frais d’absence, références du paiement chez Stripe (jamais les données de carte) ;',
      'données techniques : adresse IP et navigateur des requêtes, journaux de sécurité et de remise des e-mails.',
    ]),
    p(
      'Aucune catégorie particulière de données au sens de l’article 9 du RGPD n’est requise par le service ; le Responsable du traitement s’engage à ne pas en demander à ses clients, ni dans les champs libres ni dans les questions qu’il pose.',
    ),
    h2('Article 5 — Catégories de personnes concernées'),
    p(
      'Les clients et prospects du Responsable du traitement qui prennent, déplacent ou annulent un rendez-vous, qui s’inscrivent sur sa liste d’attente, ou dont le rendez-vous est saisi par le Responsable du traitement.',
    ),
    ...processorObligations(input),
    h2('Article 14 — Obligations du Responsable du traitement'),
    p(
      'Le Responsable du traitement s’engage à informer les personnes concernées du traitement, à disposer d’une base légale pour chaque traitement, à documenter ses instructions et à veiller au respect du RGPD pendant toute la durée du traitement.',
    ),
    h2('Article 15 — Droit applicable'),
    p(
      'Le présent contrat est soumis au droit français. Il est conclu par voie électronique ; la signature électronique du Responsable du traitement, accompagnée de ses éléments de preuve (date, adresse IP, navigateur, empreinte SHA-256 du texte signé), vaut consentement au sens des articles 1366 et 1367 du Code civil.',
    ),
  ].join('');
  return sanitizeHtml(html, CONTRACT_HTML_OPTIONS);
}
