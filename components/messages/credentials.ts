/**
 * Strings of the credential warning (docs/behaviour.md §11, components/ElicitationForm/CredentialWarning.tsx), spread into
 * `defaultMessages`. They load with the warning, only for a form that seems to ask for a credential. `server` is the
 * asking server's name: the form sets it apart (<bdi>), so keep it whole in the sentence.
 */
import type { CredentialKind } from '../../src/credentials.ts';

const names: Record<CredentialKind, string> = {
  password: 'a password', apiKey: 'an API key', token: 'an access token', secret: 'a secret key', payment: 'payment card details',
};
const signIn = "prefer signing in on the service's own page.";
const advice: Record<CredentialKind, string> = {
  password: `Servers must not ask for passwords in a form; ${signIn}`,
  apiKey: `Servers must not ask for API keys in a form; ${signIn}`,
  token: `Servers must not ask for access tokens in a form; ${signIn}`,
  secret: `Servers must not ask for secret keys in a form; ${signIn}`,
  payment: "Servers must not ask for payment details in a form; prefer paying on the service's own page.",
};

export const credentialMessages = {
  credentialWarning: (server: string, kind: CredentialKind) => `${server} asks for what looks like ${names[kind]}. ${advice[kind]}`,
  credentialRefused: (server: string, kind: CredentialKind) =>
    `${server} asked for what looks like ${names[kind]}, so this app refused the request. ${advice[kind]}`,
  /** Names the server in the sentences when the host gave no name. */
  credentialUnknownServer: 'This server',
  /** Stands in for a credential-like value in the sent summary. */
  summaryMasked: 'Hidden',
};
