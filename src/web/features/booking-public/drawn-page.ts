import type { QueryClient } from '@tanstack/react-query';
import { seedPublicProvider } from './api/get-public-provider';
import { readConfirmedBooking } from './utils/confirmed-booking';

/**
 * A booking page the server drew (ADR 0068): its profile, written into the page, goes into the
 * query cache as the API's answer would. Answers whether this tab's first render is that drawing —
 * not when the profile is unreadable, nor when the tab shows its confirmation again (a reload
 * after booking), which the server cannot know.
 */
export function adoptDrawnPage(client: QueryClient, address: string, body: unknown): boolean {
  const provider = seedPublicProvider(client, address, body);
  return provider !== null && readConfirmedBooking(provider.id) === null;
}
