import { onFirstUse } from '../../process/on-first-use';

/** SimpleWebAuthn and its CBOR and certificate code come with the first passkey ceremony. */
export const simpleWebAuthn = onFirstUse(() => import('@simplewebauthn/server'));
