export function LegalPage() {
  return <h1>Legal</h1>;
}
