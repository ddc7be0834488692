/** What the list says once a client's data is erased. */
export function erasedMessage(name: string, count: number): string {
  if (count === 0) return `Données de ${name} effacées : aucun rendez-vous n’était concerné.`;
  return `Données de ${name} effacées : ${count} rendez-vous anonymisé${count > 1 ? 's' : ''}.`;
}
