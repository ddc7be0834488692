export function LandingPage() {
  return <h1>Créneau</h1>;
}
