import { useRef } from 'react';
import { newIdempotencyKey } from '../utils/idempotency-key';

/**
 * One Idempotency-Key per request content: sending the same booking again (a retry after a lost
 * answer) reuses the key, so the server returns the first booking instead of making a second one;
 * a changed slot or form gets a fresh key.
 */
export function useIdempotencyKey(): (payload: unknown) => string {
  const last = useRef<{ payload: string; key: string } | null>(null);
  return (payload) => {
    const serialized = JSON.stringify(payload);
    if (last.current?.payload !== serialized)
      last.current = { payload: serialized, key: newIdempotencyKey() };
    return last.current.key;
  };
}
