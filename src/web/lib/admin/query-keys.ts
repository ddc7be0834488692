/** The administration's cached queries: an action on an account refreshes everything under these. */
export const ADMIN_QUERY_KEYS = {
  users: ['admin', 'users'] as const,
  audit: ['admin', 'audit'] as const,
};
