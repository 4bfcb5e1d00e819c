import { useEffect, useMemo } from 'react';
import { credentialFieldsOf, findCredentialFields } from '../../src/credentials.ts';
import { quoteServerText } from '../../src/url/quote.ts';
import { isolate } from '../fields/shared/isolate.ts';
import { Sentence } from '../fields/shared/Sentence.tsx';
import { AlertIcon } from '../icons/index.tsx';
import { mergeCatalogue } from '../messages.ts';
import { credentialMessages } from '../messages/credentials.ts';
import type { CredentialWarningProps } from './credentialTypes.ts';

/**
 * The warning above a form that asks for what looks like a password, API key, token or payment credential (docs/behaviour.md §11),
 * or, under the host's `refuse` policy, the reason the form was refused. The detector and these strings load on
 * demand, only for a form the cheap first look flagged (lazyCredentials.tsx). The server's name is server text: it sits
 * in a `<bdi data-server-text>`, quoted (`quoteServerText`, docs/url-safety.md), so a right-to-left or look-alike name can't
 * reorder the sentence or pass for the kit's words. An
 * alert box, announced when the form appears.
 */
export function CredentialWarning({ model, requestedSchema, policy, server, answered, messages, onVerdict }: CredentialWarningProps) {
  const [first] = useMemo(() => (model ? credentialFieldsOf(model) : findCredentialFields(requestedSchema)), [model, requestedSchema]);
  const refused = policy === 'refuse' && first !== undefined;
  useEffect(() => {
    onVerdict(refused ? 'refused' : 'clear');
  }, [refused, onVerdict]);
  if (!first || policy === 'off' || (answered && !refused)) return null;
  const strings = mergeCatalogue(credentialMessages, messages);
  const say = refused ? strings.credentialRefused : strings.credentialWarning;
  // The name is server text: quoted as the URL warnings quote it (hidden characters by code point, at most 40) and
  // marked as such, as every notice marks it (`Sentence`). Without one, the catalogue's own words stand in.
  const text = say(server === undefined ? strings.credentialUnknownServer : isolate(quoteServerText(server)), first.kind);
  return (
    <div className="elicit-credential" part="credential-warning" role="alert" data-credential={first.kind} data-refused={refused ? '' : undefined}>
      <AlertIcon className="elicit-credential__icon" />
      <p className="elicit-credential__text">
        <Sentence text={text} />
      </p>
    </div>
  );
}
