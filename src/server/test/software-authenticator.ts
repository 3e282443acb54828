import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A passkey authenticator in software, for the API tests and the benchmark (record 095): ES256
// keys from Node's crypto, the attestation ('none') in CBOR by SimpleWebAuthn's own encoder. It
// answers the server's options as a phone would, and can be told to lie (another origin, another
// site, an old counter, no user verification) so the tests can watch the server refuse.

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

type Held = {
  id: string;
  privateKey: KeyObject;
  cosePublicKey: Uint8Array;
  userHandle: string;
  counter: number;
};

/** What a test may make the authenticator say differently from the truth. */
export type Tampering = {
  origin?: string;
  rpId?: string;
  /** The counter to sign with, instead of the next one. */
  counter?: number;
  userVerified?: boolean;
  /** Signs with this credential whatever the options allow. */
  credentialId?: string;
  /** Answers this challenge instead of the options'. */
  challenge?: string;
};

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function cosePublicKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const coordinate = (value: string | undefined) =>
    new Uint8Array(Buffer.from(value ?? '', 'base64url'));
  // EC2 (kty 2), ES256 (alg -7), P-256 (crv 1), x and y.
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]),
  );
}

export class SoftwareAuthenticator {
  readonly held = new Map<string, Held>();

  /**
   * `origin`: the page the browser says the request came from. `countsUses`: false for an
   * authenticator that keeps its counter at 0, as synced passkeys do.
   */
  constructor(
    private readonly origin: string,
    private readonly options: { countsUses?: boolean; backedUp?: boolean } = {},
  ) {}

  private get rpIdDefault(): string {
    return new URL(this.origin).hostname;
  }

  private flags(extra: number, userVerified = true): number {
    const backup = this.options.backedUp ? FLAG_BE | FLAG_BS : 0;
    return FLAG_UP | (userVerified ? FLAG_UV : 0) | backup | extra;
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Makes a passkey for the options, as navigator.credentials.create would answer. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    tampering: Tampering = {},
  ): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credentialId = randomBytes(32);
    const id = b64url(credentialId);
    const cosePublicKey = cosePublicKeyOf(publicKey);
    this.held.set(id, { id, privateKey, cosePublicKey, userHandle: options.user.id, counter: 0 });

    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(tampering.rpId ?? options.rp.id ?? this.rpIdDefault),
      Buffer.from([this.flags(FLAG_AT, tampering.userVerified)]),
      counterBytes(0),
      Buffer.alloc(16), // aaguid: none
      idLength,
      credentialId,
      cosePublicKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const clientDataJSON = this.clientData(
      'webauthn.create',
      tampering.challenge ?? options.challenge,
      tampering.origin ?? this.origin,
    );
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** Uses a held passkey for the options, as navigator.credentials.get would answer. */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    tampering: Tampering = {},
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((credential) => credential.id);
    const id =
      tampering.credentialId ??
      [...this.held.keys()].findLast((held) => !allowed?.length || allowed.includes(held));
    const held = id ? this.held.get(id) : undefined;
    if (!held) throw new Error('the software authenticator holds no passkey for these options');
    if (tampering.counter === undefined && this.options.countsUses !== false) held.counter += 1;
    const counter = tampering.counter ?? (this.options.countsUses === false ? 0 : held.counter);

    const authData = Buffer.concat([
      sha256(tampering.rpId ?? options.rpId ?? this.rpIdDefault),
      Buffer.from([this.flags(0, tampering.userVerified)]),
      counterBytes(counter),
    ]);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      tampering.challenge ?? options.challenge,
      tampering.origin ?? this.origin,
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      held.privateKey,
    );
    return {
      id: held.id,
      rawId: held.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: held.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
