import {
  type TSessionResponse,
  type TUser,
  ZSessionResponse,
  ZUser,
  ZUserResponse,
} from '../../../shared/schemas/auth';
import { parseResponse } from '../parse-response';

/*
 * The checks of what the session calls return and of the cached user, against the shared
 * contract. Imported on demand (with zod): a guest, who has no session, never downloads them.
 */

export function parseUserResponse(body: unknown): TUser {
  return parseResponse(ZUserResponse, body).user;
}

export function parseSessionResponse(body: unknown): TSessionResponse {
  return parseResponse(ZSessionResponse, body);
}

/** The cached user, when what is stored still looks like one (SPEC §4 needs at least an email). */
export function parseStoredUser(raw: string): TUser | null {
  try {
    const parsed = ZUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
