import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { encodeCBOR } from '@levischuck/tiny-cbor';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

/**
 * A software authenticator for tests: one ES256 key pair, attestation « none », a counter the test
 * sets. It builds what a browser would send to register/verify and authenticate/verify.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly id = b64url(this.credentialId);
  counter = 0;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  constructor(
    private readonly origin = 'http://localhost:3000',
    private readonly rpId = 'localhost',
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? '', 'base64url'));
    return encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, coordinate(jwk.x)],
        [-3, coordinate(jwk.y)],
      ]),
    );
  }

  private authenticatorData(flags: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter, attested ?? Buffer.alloc(0)]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The answer to navigator.credentials.create for these options' challenge. */
  attest(options: { challenge: string }) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(this.coseKey()),
    ]);
    const authData = this.authenticatorData(FLAG_UP | FLAG_UV | FLAG_AT, attested);
    const attestationObject = encodeCBOR(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        attestationObject: b64url(attestationObject),
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to navigator.credentials.get; `userHandle` for a discoverable sign-in. */
  assert(options: { challenge: string }, extra: { userHandle?: string; tamper?: boolean } = {}) {
    const authData = this.authenticatorData(FLAG_UP | FLAG_UV);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signed = Buffer.concat([authData, sha256(clientDataJSON)]);
    const signature = sign(
      'sha256',
      extra.tamper ? Buffer.concat([signed, Buffer.from([1])]) : signed,
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        authenticatorData: b64url(authData),
        clientDataJSON: b64url(clientDataJSON),
        signature: b64url(signature),
        ...(extra.userHandle ? { userHandle: extra.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
