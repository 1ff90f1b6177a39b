import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey authenticator in software, for API tests (decision 0522): an EC P-256 key (COSE
 * alg -7), "none" attestation, and the authenticator data and signatures a browser would hand
 * over (WebAuthn Level 3, sections 6.1 and 6.5). It answers the JSON that
 * `@simplewebauthn/browser` sends, so the server's real verification runs on it.
 */
export type SoftwarePasskey = {
  credentialId: string;
  privateKey: KeyObject;
  /** The user handle the site gave at registration, answered back when signing in. */
  userHandle: string;
  /** The signature counter; `signCount` of 0 keeps it at 0, as synced passkeys do. */
  counter: number;
};

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function uint32(value: number) {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** The COSE_Key (RFC 9053) of an EC2 P-256 public key for ES256. */
function coseKey(publicKey: KeyObject) {
  const jwk = publicKey.export({ format: "jwk" });
  const map = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, "base64url")],
    [-3, Buffer.from(jwk.y!, "base64url")],
  ]);
  return isoCBOR.encode(map);
}

type Options = { origin: string; rpID: string; userVerified?: boolean };

/** Answers registration options (`challenge`, `user.id`) with a new passkey and its response. */
export function createPasskey(
  options: { challenge: string; user: { id: string } },
  { origin, rpID, userVerified = true }: Options,
) {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    sha256(rpID),
    Buffer.from([FLAG_UP | FLAG_AT | (userVerified ? FLAG_UV : 0)]),
    uint32(0),
    Buffer.alloc(16), // the AAGUID of an authenticator that does not say what it is
    idLength,
    credentialId,
    Buffer.from(coseKey(publicKey)),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", new Uint8Array(authData)],
    ]) as never,
  );
  const passkey: SoftwarePasskey = {
    credentialId: b64url(credentialId),
    privateKey,
    userHandle: options.user.id,
    counter: 0,
  };
  const response = {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: "public-key" as const,
    authenticatorAttachment: "platform" as const,
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ["internal"],
    },
  };
  return { passkey, response };
}

/**
 * Signs authentication options' challenge with the passkey. `signCount` (default: one more than
 * before) is the counter the authenticator reports; the passkey remembers it.
 */
export function assertPasskey(
  passkey: SoftwarePasskey,
  options: { challenge: string },
  { origin, rpID, userVerified = true, signCount }: Options & { signCount?: number },
) {
  const count = signCount ?? passkey.counter + 1;
  passkey.counter = count;
  const authData = Buffer.concat([
    sha256(rpID),
    Buffer.from([FLAG_UP | (userVerified ? FLAG_UV : 0)]),
    uint32(count),
  ]);
  const clientDataJSON = clientData("webauthn.get", options.challenge, origin);
  const signature = sign(
    "sha256",
    Buffer.concat([authData, sha256(clientDataJSON)]),
    passkey.privateKey,
  );
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: "public-key" as const,
    authenticatorAttachment: "platform" as const,
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
  };
}
