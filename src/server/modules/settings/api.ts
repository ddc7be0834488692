/** The settings module's public entry (ADR 0020): a provider's settings and booking rules. */
export { deleteProviderSettings, getSettings, hasChosenRetention, saveSettings } from './queries';
