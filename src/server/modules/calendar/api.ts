/** The calendar module's public entry (ADR 0020): the provider's iCal subscription. */
export { deleteFeedOf } from './queries';
