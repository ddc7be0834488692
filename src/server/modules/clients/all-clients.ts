import type { TClientSummary } from '../../../shared/schemas/clients';
import type { TDbExecutor } from '../../db/executor';
import { listClientNotesOf } from './notes';
import { listClientGroups } from './queries';

export type TExportedClient = Omit<TClientSummary, 'key'> & { note: string };

/** Every client of the provider with the provider's note on them: the provider's own data export. */
export async function listAllClients(
  db: TDbExecutor,
  providerId: string,
  now: Date,
): Promise<TExportedClient[]> {
  const { groups } = await listClientGroups(db, providerId, { now });
  const notes = await listClientNotesOf(db, providerId);
  return groups.map(({ groupingKey, ...client }) => ({ ...client, note: notes.get(groupingKey) ?? '' }));
}
