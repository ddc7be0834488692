import { createHash, randomInt } from 'node:crypto';
import { DPA_MESSAGES, type TDpa, type TDpaForm } from '../../../shared/schemas/dpa';
import type { Db } from '../../db/client';
import type { TDbExecutor } from '../../db/executor';
import { PG, pgErrorCode } from '../../db/pg-errors';
import type { TDpaSignature } from '../../db/schema';
import { together } from '../../db/together';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isAdminRole } from '../../http/auth';
import { isUuid } from '../../http/uuid';
import { sendEmail } from '../../mail/queue-emails';
import { renderDpaSigned } from '../../mail/templates/dpa-signed';
import { isAccountActive, type TUserRow, updateAccountDetails } from '../auth/api';
import { contractSubprocessors, subprocessorsReady } from '../config/api';
import { fillProviderContact } from '../providers/api';
import { smsAvailability } from '../sms/api';
import { buildContractHtml } from './contract';
import { renderDpaPdf } from './pdf';
import {
  findDraftDpa,
  findOwnDpa,
  findSignedDpa,
  hasSignedDpa,
  replaceDraftDpa,
  signDraftDpa,
  type TDpaRow,
} from './queries';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** « CRN-DPA-2026-004217 »: the Paris year and a random serial; uniqueness is the database's job. */
export function newContractNumber(now: Date): string {
  const year = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(now);
  return `CRN-DPA-${year}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export function toDpaDto(row: TDpaRow): TDpa {
  return {
    id: row.id,
    statut: row.statut,
    numeroContrat: row.numeroContrat,
    contenu: row.contenu,
    signature: row.signature,
    signedAt: row.signedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function pdfFilename(numeroContrat: string): string {
  return `DPA-${numeroContrat}.pdf`;
}

const notFound = () => new AppError('NOT_FOUND', DPA_MESSAGES.notFound);

/** The dashboard's gate (SPEC §4): administrators need no DPA, providers a signed one. */
export async function isDpaSatisfied(deps: AppDeps, user: TUserRow): Promise<boolean> {
  if (isAdminRole(user.role)) return true;
  return hasValidDpa(deps.database.db, user.id);
}

/**
 * Whether this provider signed their DPA: without it Créneau may not process their clients'
 * personal data, so their booking page takes no booking (ADR 0021). A malformed id has none.
 */
export async function hasValidDpa(db: TDbExecutor, providerId: string): Promise<boolean> {
  if (!isUuid(providerId)) return false;
  return hasSignedDpa(db, providerId);
}

/**
 * THE gate of a provider's booking page, checked wherever a client's data would be collected: a
 * signed DPA (ADR 0021) and an account that is neither suspended nor deleted (ADR 0029). Closed,
 * the page offers no slot and every booking or move is refused with BOOKING_NOT_OPEN.
 */
export async function isBookingOpen(db: TDbExecutor, providerId: string): Promise<boolean> {
  // Both in one round trip (ADR 0045).
  const [signed, active] = await together([hasValidDpa(db, providerId), isAccountActive(db, providerId)]);
  return signed && active;
}

/** The contract that counts: the signed one, else the draft being read. */
export async function currentDpa(deps: AppDeps, userId: string): Promise<TDpa | null> {
  const db = deps.database.db;
  const row = (await findSignedDpa(db, userId)) ?? (await findDraftDpa(db, userId));
  return row ? toDpaDto(row) : null;
}

const GENERATE_ATTEMPTS = 3;

/**
 * Writes a new draft from the form; a provider with a signed DPA keeps it and gets a 409.
 * `demonstration`: the demo seed's contract, which may name the placeholder sub-processors.
 */
export async function generateDpa(
  deps: AppDeps,
  user: TUserRow,
  form: TDpaForm,
  options: { demonstration?: boolean } = {},
): Promise<TDpa> {
  const db = deps.database.db;
  if (await findSignedDpa(db, user.id)) throw new AppError('CONFLICT', DPA_MESSAGES.alreadyHasSigned);
  const details = {
    nom: form.nom,
    siret: form.siret || null,
    adresse: form.adresse,
    telephone: form.telephone || null,
  };
  const subprocessors = await contractSubprocessors(deps);
  // A signed contract names real companies: never a placeholder (issue 15).
  if (!options.demonstration && !subprocessorsReady(deps.config, subprocessors))
    throw new AppError('DPA_NOT_CONFIGURED', DPA_MESSAGES.subprocessorsMissing);
  for (let attempt = 1; ; attempt++) {
    const now = deps.now();
    const numeroContrat = newContractNumber(now);
    const contenu = buildContractHtml({
      ...details,
      numeroContrat,
      date: now,
      appUrl: deps.config.APP_URL,
      subprocessors,
      smsReminders: smsAvailability(deps.config).available,
    });
    try {
      const row = await replaceDraftDpa(db, {
        ...details,
        userId: user.id,
        numeroContrat,
        contenu,
        contentHash: sha256Hex(contenu),
        createdAt: now,
        updatedAt: now,
      });
      return toDpaDto(row);
    } catch (err) {
      // A contract number drawn twice, or two generations racing for the one draft: draw again.
      if (pgErrorCode(err) !== PG.uniqueViolation || attempt >= GENERATE_ATTEMPTS) throw err;
    }
  }
}

export type TSignRequestContext = {
  /** request.ip: the address the server sees, behind TRUST_PROXY when configured. */
  ip: string;
  userAgent: string;
  declaredIp: string | null;
};

/** Signs the caller's draft with evidence recorded by the server, then e-mails the PDF. */
export async function signDpa(
  deps: AppDeps,
  user: TUserRow,
  input: { id: string; accepted: boolean },
  context: TSignRequestContext,
): Promise<TDpa> {
  if (!input.accepted) {
    throw new AppError('VALIDATION', DPA_MESSAGES.notAccepted, { field: 'signature.accepted' });
  }
  const db = deps.database.db;
  const draft = await findOwnDpa(db, user.id, input.id);
  if (!draft) throw notFound();
  if (draft.statut === 'signed') throw new AppError('CONFLICT', DPA_MESSAGES.alreadySigned);
  const signedAt = deps.now();
  const signature: TDpaSignature = {
    accepted: true,
    ip: context.ip,
    declaredIp: context.declaredIp,
    userAgent: context.userAgent,
    timestamp: signedAt.toISOString(),
    method: 'electronic',
    contentHash: draft.contentHash,
  };
  // The contract's details become the account's and fill the booking page's empty contact, with the signature.
  const signed = await db.transaction(async (tx) => {
    const row = await signDraftDpa(tx, user.id, draft.id, signature, signedAt);
    if (!row) return undefined;
    await updateAccountDetails(
      tx,
      user.id,
      { nom: row.nom, siret: row.siret, adresse: row.adresse, telephone: row.telephone },
      signedAt,
    );
    await fillProviderContact(tx, user.id, { address: row.adresse, phone: row.telephone }, signedAt);
    return row;
  });
  if (!signed) {
    // Signed meanwhile by a concurrent request, or replaced by a new generation.
    const now = await findOwnDpa(db, user.id, input.id);
    if (now?.statut === 'signed') throw new AppError('CONFLICT', DPA_MESSAGES.alreadySigned);
    throw notFound();
  }
  await sendSignedCopy(deps, user, signed);
  return toDpaDto(signed);
}

async function sendSignedCopy(deps: AppDeps, user: TUserRow, row: TDpaRow): Promise<void> {
  const pdf = await renderDpaPdf(row);
  const email = renderDpaSigned({
    name: user.name,
    numeroContrat: row.numeroContrat,
    signedAt: row.signedAt ?? deps.now(),
    contentHash: row.contentHash,
    appUrl: deps.config.APP_URL,
  });
  await sendEmail(deps, {
    kind: 'dpa_signed',
    to: user.email,
    ...email,
    trigger: { userId: user.id, kind: 'dpa_signature' },
    attachments: [
      {
        filename: pdfFilename(row.numeroContrat),
        contentType: 'application/pdf',
        contentBase64: pdf.toString('base64'),
      },
    ],
  });
}

export type TDpaSummary = { id: string; numeroContrat: string; signedAt: string | null } | null;

/** For the administration: the account's signed DPA (number, date), or null when none is signed. */
export async function signedDpaSummary(db: Db, userId: string): Promise<TDpaSummary> {
  const row = await findSignedDpa(db, userId);
  return row
    ? { id: row.id, numeroContrat: row.numeroContrat, signedAt: row.signedAt?.toISOString() ?? null }
    : null;
}

/**
 * A DPA of this account as a PDF (signed or draft); another account's id reads as missing. The
 * provider downloads their own; an administrator, any account's (admin routes).
 */
export async function dpaPdf(deps: AppDeps, userId: string, id: string) {
  const row = await findOwnDpa(deps.database.db, userId, id);
  if (!row) throw notFound();
  return { filename: pdfFilename(row.numeroContrat), pdf: await renderDpaPdf(row) };
}
