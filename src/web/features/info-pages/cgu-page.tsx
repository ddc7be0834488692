export function CguPage() {
  return <h1>Cgu</h1>;
}
