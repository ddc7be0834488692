import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Evidence of the electronic signature, recorded by the server (never trusted from the browser). */
export type TDpaSignature = {
  accepted: true;
  /** The address the server saw (request.ip, behind TRUST_PROXY when configured). */
  ip: string;
  /** What the browser said its address was; kept for the record only. */
  declaredIp: string | null;
  userAgent: string;
  /** Server time, ISO 8601 UTC. */
  timestamp: string;
  method: 'electronic';
  /** SHA-256 of the exact contract text signed. */
  contentHash: string;
};

/**
 * Data processing agreements (GDPR art. 28). A signed row is immutable: a database trigger
 * refuses any UPDATE of it (migration dpa_signed_immutable).
 */
export const dpaDocuments = pgTable(
  'dpa_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    numeroContrat: text('numero_contrat').notNull().unique(),
    statut: text('statut', { enum: ['draft', 'signed'] })
      .notNull()
      .default('draft'),
    nom: text('nom').notNull(),
    siret: text('siret'),
    adresse: text('adresse').notNull(),
    telephone: text('telephone'),
    contenu: text('contenu').notNull(),
    contentHash: text('content_hash').notNull(),
    signature: jsonb('signature').$type<TDpaSignature>(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dpa_documents_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('dpa_documents_one_draft_idx').on(t.userId).where(sql`${t.statut} = 'draft'`),
  ],
);
