export function RgpdPage() {
  return <h1>Rgpd</h1>;
}
