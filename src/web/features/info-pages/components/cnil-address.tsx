/** The supervisory authority every privacy page points to (GDPR art. 77). */
export function CnilAddress() {
  return (
    <address>
      Commission nationale de l’informatique et des libertés (CNIL)
      <br />3 Place de Fontenoy, TSA 80715
      <br />
      75334 Paris Cedex 07
      <br />
      <a href="https://www.cnil.fr" target="_blank" rel="noopener noreferrer">
        www.cnil.fr
      </a>
    </address>
  );
}
