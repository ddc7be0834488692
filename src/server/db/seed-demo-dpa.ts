import { eq } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { findSignedDpa, signDraftDpa } from '../modules/dpa/queries';
import { generateDpa, sha256Hex } from '../modules/dpa/service';
import { users } from './schema';

/**
 * Signature evidence that says where it comes from: nobody signed in a browser, the seed did, on
 * the server itself. Anyone reading the contract or its PDF sees demonstration data.
 */
export const DEMO_DPA_EVIDENCE = {
  ip: '127.0.0.1',
  userAgent: 'Données de démonstration (SEED_DEMO)',
} as const;

export type TDemoDpaDetails = { nom: string; adresse: string; telephone: string };

/**
 * The demo provider's signed DPA, so the DPA gate lets the demo into the dashboard: the real
 * contract (generated like any other, with the configured sub-processors, a contract number and
 * its SHA-256), signed with the evidence above; no e-mail. Does nothing when one is signed already.
 */
export async function seedDemoDpa(
  deps: AppDeps,
  providerId: string,
  details: TDemoDpaDetails,
): Promise<void> {
  const { db } = deps.database;
  if (await findSignedDpa(db, providerId)) return;
  const [user] = await db.select().from(users).where(eq(users.id, providerId));
  if (!user) throw new Error(`demo provider ${providerId} is missing`);
  const { nom, adresse, telephone } = details;
  const draft = await generateDpa(
    deps,
    user,
    { nom, siret: null, adresse, telephone, acceptTerms: true },
    { demonstration: true },
  );
  const signedAt = deps.now();
  const signed = await signDraftDpa(
    db,
    providerId,
    draft.id,
    {
      accepted: true,
      ...DEMO_DPA_EVIDENCE,
      declaredIp: null,
      timestamp: signedAt.toISOString(),
      method: 'electronic',
      contentHash: sha256Hex(draft.contenu),
    },
    signedAt,
  );
  if (!signed) throw new Error('the demo DPA draft could not be signed');
}
