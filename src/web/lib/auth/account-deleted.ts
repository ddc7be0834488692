/**
 * The « Compte supprimé » page (issue 37 item 7): where the tab that asked for the deletion lands.
 * Other tabs, told by the socket event alone, go to / as SPEC §4 says.
 */
export const ACCOUNT_DELETED_ROUTE = '/compte-supprime';
