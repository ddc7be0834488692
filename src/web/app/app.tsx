export function App() {
  return <main>Créneau</main>;
}
