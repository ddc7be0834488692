/** « Webhooks » of « Intégrations »: the webhooks helper (issue 36, items 3–5) replaces this file. */
export function WebhooksSection() {
  return null;
}
