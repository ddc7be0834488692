import { apiKeys } from '../server/db/schema';
import type { AppDeps } from '../server/deps';
import { hashApiKeySecret, newApiKeySecret, shownPrefixOf } from '../server/modules/api-keys/secret';
import { API_KEY_SCOPES, type TApiKeyScope } from '../shared/schemas/api-keys';

/** A live key of that provider, written as POST /api/api-keys writes it; all scopes by default. */
export async function createApiKey(
  deps: AppDeps,
  providerId: string,
  scopes: readonly TApiKeyScope[] = API_KEY_SCOPES,
  name = 'Mon CRM',
): Promise<{ id: string; secret: string }> {
  const secret = newApiKeySecret();
  const [row] = await deps.database.db
    .insert(apiKeys)
    .values({
      providerId,
      name,
      scopes: [...scopes],
      prefix: shownPrefixOf(secret),
      hash: hashApiKeySecret(secret),
    })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('api key not created');
  return { id: row.id, secret };
}

/** `Authorization: Bearer crn_live_…` of /api/v1. */
export function keyHeader(secret: string): Record<string, string> {
  return { authorization: `Bearer ${secret}` };
}
