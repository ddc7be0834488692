/** SPEC §8 « Push (French) »: what the browser says when push cannot be set up, and why. */
export const PUSH_MESSAGES = {
  unsupported: 'Les notifications ne sont pas prises en charge par ce navigateur.',
  blocked:
    'Les notifications sont bloquées pour Créneau dans ce navigateur. Autorisez-les dans les réglages du site (icône à gauche de l’adresse), puis réessayez.',
  refused: 'Permission refusée : les notifications ne seront pas affichées.',
  keyMissing: 'La clé publique VAPID est absente de la réponse du serveur.',
  keyFailed: (status: number) => `Impossible de récupérer la clé de notification (statut ${status}).`,
  saveFailed: (status: number, message?: string) =>
    `Impossible d’enregistrer l’abonnement (statut ${status}) : ${message || 'Erreur inconnue'}`,
  deleteFailed: (status: number, message?: string) =>
    `Impossible de supprimer l’abonnement (statut ${status}) : ${message || 'Erreur inconnue'}`,
  noToken: 'Aucun jeton d’authentification trouvé : reconnectez-vous.',
  subscribeFailed: (message: string) =>
    `Ce navigateur n’a pas pu créer l’abonnement aux notifications : ${message || 'Erreur inconnue'}`,
  testFailed: 'La notification de test n’a pu être envoyée à aucun appareil.',
} as const;

/** Causes listed by the diagnostic (SPEC §8). */
export const PUSH_DIAGNOSTIC_CAUSES = {
  browserSupport: 'Navigateur non compatible avec les notifications push.',
  permissionGranted: 'Notifications non autorisées pour ce site.',
  serviceWorkerRegistered:
    'La réception des notifications n’est pas prête dans ce navigateur : rechargez la page.',
  subscriptionExists: 'Aucun abonnement aux notifications dans ce navigateur.',
  vapidKeyReceived: 'Clé de notification impossible à récupérer.',
  testSuccess: 'Échec de la notification de test.',
} as const;
