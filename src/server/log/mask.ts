/** "jeanne.petit@exemple.fr" → "j***@exemple.fr": enough to tell two recipients apart in a log. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/** Every e-mail address inside a text (an SMTP server's refusal quotes the recipient), masked. */
export function maskEmailsIn(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, maskEmail);
}
