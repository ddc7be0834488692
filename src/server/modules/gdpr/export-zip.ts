import { strToU8, zipSync } from 'fflate';
import { DateTime } from 'luxon';
import { answerText, LOCATION_LABELS, type TBookingAnswer } from '../../../shared/schemas/service-options';
import { toCsv } from '../../csv/csv';
import type { TExportBooking, TProviderExport } from './export-data';
import { PAYMENTS_README, paymentFiles } from './export-payments';
import { SMS_README, smsFiles } from './export-sms';

const ZONE = 'Europe/Paris';
const WEEKDAYS = ['', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

const README = `Export de vos données Créneau
==============================

Cette archive contient toutes les données que Créneau conserve sur votre compte et celles que
vous y avez saisies (droit d'accès et droit à la portabilité, articles 15 et 20 du RGPD).
Chaque ensemble existe en deux formats : JSON (lisible par un programme) et CSV (à ouvrir dans
un tableur ; encodage UTF-8, séparateur point-virgule). Les dates sont en UTC (ISO 8601) ; le
fuseau horaire de chaque rendez-vous est indiqué à côté.

- compte.json / compte.csv : votre compte (nom, e-mail, raison sociale, SIRET, adresse,
  téléphone, date de création). Votre mot de passe n'est jamais exporté.
- profil-public.json / profil-public.csv : votre page de réservation publique.
- parametres.json / parametres.csv : vos paramètres (calendrier, règles de réservation,
  rappels, durée de conservation des données, récapitulatif quotidien).
- prestations.json / prestations.csv : vos prestations, y compris celles archivées.
- disponibilites.json : vos horaires hebdomadaires et vos jours particuliers ;
  horaires-hebdomadaires.csv et jours-particuliers.csv en donnent le détail.
- rendez-vous.json / rendez-vous.csv : tous vos rendez-vous, avec les coordonnées que vos
  clients ont données, leurs réponses à vos questions et le lieu (adresse d'une visite à
  domicile, lien de visio).
- clients.json / clients.csv : vos clients, regroupés par adresse e-mail (nombre de visites,
  dernière et prochaine visite, votre note sur chacun).
- support.json / support.csv : vos échanges avec l'équipe Créneau (auteur, message, date,
  date de lecture).
- notifications.json / notifications.csv : vos notifications (type, titre, texte, lien, date,
  date de lecture) ; le JSON donne aussi vos préférences (dans l'application, par e-mail, dans
  le navigateur) pour chaque type.
- quota.json : votre pack, votre période en cours et l'historique de votre quota (rendez-vous
  comptés ou rendus, reports, crédits et leur motif, expirations).
- factures.json : vos factures et avoirs tels qu'émis (vendeur, acheteur, lignes, montants,
  moyen de paiement) ; les PDF restent téléchargeables dans « Abonnement ».
- commandes.json : vos commandes de la boutique (articles, prix, adresse de livraison,
  suivi, historique des statuts).
- virements.json : vos commandes de packs et de recharges à payer par virement (référence,
  montant, état, dates de paiement ou d'annulation, mois payé et sa fin).
- cles-de-securite.json / cles-de-securite.csv : vos clés d'accès et clés de sécurité (nom,
  passkey synchronisée ou clé d'un seul appareil, date d'ajout, dernière utilisation, moyens de connexion,
  clé publique). Une clé publique ne permet pas de se connecter à votre place.
- synchronisation-agenda.json : vos comptes d'agenda CalDAV (adresse du serveur, identifiant,
  état, dates — jamais le mot de passe), leurs agendas et vos choix, la copie de vos heures
  occupées et les rendez-vous écrits dans votre agenda.
- liste-attente.json / liste-attente.csv : les personnes inscrites sur votre liste d'attente
  (prestation, jours voulus, nom, e-mail, téléphone, état, date d'inscription et de la dernière
  proposition).
${PAYMENTS_README}${SMS_README}- logo.webp : la photo ou le logo de votre page de réservation, tel que Créneau le garde
  (si vous en avez mis un).

Les données de vos clients vous sont confiées en tant que responsable de traitement :
conservez cette archive en lieu sûr et supprimez-la quand vous n'en avez plus besoin.
`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** One CSV line of key/value pairs, for objects that are a single record. */
function recordCsv(record: Record<string, unknown> | null): string {
  const entries = Object.entries(record ?? {});
  return toCsv(
    [
      { header: 'champ', value: ([key]: [string, unknown]) => key },
      { header: 'valeur', value: ([, v]) => (Array.isArray(v) ? v.join(', ') : (v as string | null)) },
    ],
    entries,
  );
}

/** The answers in one cell: « Libellé : réponse », separated by « ; ». */
const answersCell = (answers: TBookingAnswer[]) =>
  answers.map((a) => `${a.label} : ${answerText(a.value)}`).join(' ; ');

const bookingCsv = (rows: TExportBooking[]) =>
  toCsv(
    [
      { header: 'id', value: (b: TExportBooking) => b.id },
      { header: 'début', value: (b) => b.start },
      { header: 'fin', value: (b) => b.end },
      { header: 'fuseau', value: (b) => b.timezone },
      { header: 'prestation', value: (b) => b.serviceName },
      { header: 'statut', value: (b) => b.status },
      { header: 'origine', value: (b) => b.source },
      { header: 'client', value: (b) => b.clientName },
      { header: 'e-mail', value: (b) => b.clientEmail },
      { header: 'téléphone', value: (b) => b.clientPhone },
      { header: 'note', value: (b) => b.note },
      { header: 'réponses', value: (b) => answersCell(b.answers) },
      { header: 'lieu', value: (b) => LOCATION_LABELS[b.locationType] },
      { header: 'adresse du client', value: (b) => b.clientAddress },
      { header: 'lien visio', value: (b) => b.videoUrl },
      { header: "motif d'annulation", value: (b) => b.cancellationReason },
      { header: 'annulé par', value: (b) => b.cancelledBy },
      { header: 'créé le', value: (b) => b.createdAt },
    ],
    rows,
  );

/** The files of the archive, by name. */
export function exportFiles(data: TProviderExport): Record<string, string> {
  const { availability } = data;
  return {
    'README.txt': README,
    'compte.json': json(data.account),
    'compte.csv': recordCsv(data.account),
    'profil-public.json': json(data.profile),
    'profil-public.csv': recordCsv(data.profile),
    'parametres.json': json(data.settings),
    'parametres.csv': recordCsv(data.settings),
    'prestations.json': json(data.services),
    'prestations.csv': toCsv(
      [
        { header: 'id', value: (s: TProviderExport['services'][number]) => s.id },
        { header: 'nom', value: (s) => s.name },
        { header: 'description', value: (s) => s.description },
        { header: 'durée (min)', value: (s) => s.durationMinutes },
        { header: 'prix (centimes)', value: (s) => s.priceCents },
        { header: 'battement avant (min)', value: (s) => s.bufferBeforeMinutes },
        { header: 'battement après (min)', value: (s) => s.bufferAfterMinutes },
        { header: 'active', value: (s) => (s.active ? 'oui' : 'non') },
        { header: 'archivée le', value: (s) => s.archivedAt?.toISOString() },
        { header: 'créée le', value: (s) => s.createdAt },
      ],
      data.services,
    ),
    'disponibilites.json': json(availability),
    'horaires-hebdomadaires.csv': toCsv(
      [
        {
          header: 'jour',
          value: (w: TProviderExport['availability']['weekly'][number]) => WEEKDAYS[w.weekday],
        },
        { header: 'début', value: (w) => w.start },
        { header: 'fin', value: (w) => w.end },
      ],
      availability.weekly,
    ),
    'jours-particuliers.csv': toCsv(
      [
        { header: 'date', value: (o: TProviderExport['availability']['overrides'][number]) => o.date },
        {
          header: 'horaires',
          value: (o) => (o.ranges.length ? o.ranges.map((r) => `${r.start}-${r.end}`).join(', ') : 'fermé'),
        },
        { header: 'note', value: (o) => o.note },
      ],
      availability.overrides,
    ),
    'synchronisation-agenda.json': json(data.calendarSync),
    'liste-attente.json': json(data.waitlist),
    'liste-attente.csv': toCsv(
      [
        { header: 'prestation', value: (e: TProviderExport['waitlist'][number]) => e.serviceId },
        { header: 'du', value: (e) => e.from },
        { header: 'au', value: (e) => e.to },
        { header: 'nom', value: (e) => e.client.name },
        { header: 'e-mail', value: (e) => e.client.email },
        { header: 'téléphone', value: (e) => e.client.phone },
        { header: 'état', value: (e) => e.status },
        { header: 'inscrit le', value: (e) => e.createdAt },
        { header: 'créneau proposé le', value: (e) => e.offeredAt },
      ],
      data.waitlist,
    ),
    ...paymentFiles(data.bookingPayments),
    ...smsFiles(data.sms),
    'rendez-vous.json': json(data.bookings),
    'rendez-vous.csv': bookingCsv(data.bookings),
    'clients.json': json(data.clients),
    'clients.csv': toCsv(
      [
        { header: 'nom', value: (c: TProviderExport['clients'][number]) => c.name },
        { header: 'e-mail', value: (c) => c.email },
        { header: 'téléphone', value: (c) => c.phone },
        { header: 'visites', value: (c) => c.visits },
        { header: 'dernière visite', value: (c) => c.lastVisit },
        { header: 'prochaine visite', value: (c) => c.nextVisit },
        { header: 'note', value: (c) => c.note },
      ],
      data.clients,
    ),
    'support.json': json(data.supportChat),
    'support.csv': toCsv(
      [
        {
          header: 'auteur',
          value: (m: TProviderExport['supportChat'][number]) =>
            m.sender === 'user' ? 'vous' : 'équipe Créneau',
        },
        { header: 'message', value: (m) => m.content },
        { header: 'date', value: (m) => m.date },
        { header: 'lu le', value: (m) => m.readAt },
      ],
      data.supportChat,
    ),
    'notifications.json': json(data.notifications),
    'quota.json': json(data.quota),
    'factures.json': json(data.invoices),
    'commandes.json': json(data.orders),
    'virements.json': json(data.transferOrders),
    'cles-de-securite.json': json(data.securityKeys),
    'cles-de-securite.csv': toCsv(
      [
        { header: 'nom', value: (k: TProviderExport['securityKeys'][number]) => k.name },
        {
          header: 'type',
          value: (k) =>
            k.backedUp || k.deviceType === 'multiDevice' ? 'passkey synchronisée' : 'clé de cet appareil',
        },
        { header: 'ajoutée le', value: (k) => k.createdAt },
        { header: 'dernière utilisation', value: (k) => k.lastUsedAt },
        { header: 'moyens de connexion', value: (k) => k.transports.join(', ') },
        { header: 'clé publique (base64url)', value: (k) => k.publicKey },
      ],
      data.securityKeys,
    ),
    'notifications.csv': toCsv(
      [
        { header: 'type', value: (m: TProviderExport['notifications']['notifications'][number]) => m.type },
        { header: 'titre', value: (m) => m.title },
        { header: 'texte', value: (m) => m.body },
        { header: 'lien', value: (m) => m.link },
        { header: 'date', value: (m) => m.createdAt },
        { header: 'lu le', value: (m) => m.readAt },
      ],
      data.notifications.notifications,
    ),
  };
}

/** The zip archive and its download name, dated in Paris time. */
export function buildExportZip(data: TProviderExport, now: Date): { filename: string; zip: Uint8Array } {
  const files: Record<string, Uint8Array> = Object.fromEntries(
    Object.entries(exportFiles(data)).map(([name, text]) => [name, strToU8(text)]),
  );
  if (data.logo) files['logo.webp'] = new Uint8Array(data.logo);
  const date = DateTime.fromJSDate(now, { zone: ZONE }).toISODate();
  return { filename: `creneau-export-${date}.zip`, zip: zipSync(files, { level: 6 }) };
}
