export function PrivacyPage() {
  return <h1>Privacy</h1>;
}
