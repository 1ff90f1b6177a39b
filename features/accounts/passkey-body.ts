import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";

// The browser's answer to a passkey ceremony, as the API's body. The document declares it and its
// parts open objects (any further key passes on to @simplewebauthn/server), which the library's
// interfaces are not to TypeScript, having no index signature: each part is copied into a plain
// object, the same JSON on the wire.

export const registrationBody = (credential: RegistrationResponseJSON) => ({
  ...credential,
  response: { ...credential.response },
  clientExtensionResults: { ...credential.clientExtensionResults },
});

export const assertionBody = (credential: AuthenticationResponseJSON) => ({
  ...credential,
  response: { ...credential.response },
  clientExtensionResults: { ...credential.clientExtensionResults },
});
