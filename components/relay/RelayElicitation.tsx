import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { HostProfile } from '../../src/model.ts';
import type { RelayedElicitation } from '../../src/relay/types.ts';
import { ElicitationForm, type ServerIdentity } from '../ElicitationForm/index.ts';
import type { DraftStorage } from '../form/drafts/types.ts';
import type { FieldRegistry, HostCallbacks } from '../fields/types.ts';
import { mergeMessages, type MessageOverrides } from '../messages.ts';
import { isClosedWithoutAnswer, statusOfPart } from './status.ts';
import { closedText, relayMessages } from './messages.ts';
import type { ElicitationRelay } from './queue.ts';
import { RelayNotice } from './RelayNotice.tsx';
import { SettledView } from './SettledView.tsx';
import { UrlConsent } from '../url/UrlConsent.tsx';

export interface RelayElicitationProps {
  /** From `useElicitationRelay`: the live state of the request and the way to answer it. */
  relay: ElicitationRelay;
  /** The data part's `data` (`{type: 'data-elicitation', id, data}` in `message.parts`). */
  elicitation: RelayedElicitation;
  profile?: HostProfile;
  host?: HostCallbacks;
  registry?: FieldRegistry;
  messages?: MessageOverrides;
  /** How the asking server is shown. Default: its title, else its name. */
  server?: ServerIdentity;
  /** Opens the consented URL of a URL-mode request in the person's browser (docs/url-safety.md); default `window.open`. */
  onOpenUrl?: (url: string) => void;
  /**
   * Where the person's draft is kept until the request is answered (docs/relay.md, Guarantees 4). Default `session`:
   * this tab's `sessionStorage`, so a reload or a dropped connection shows the form again as it was left. It never
   * reaches the server. `memory` keeps it for this page only; `off` keeps nothing.
   */
  drafts?: DraftStorage;
  unstyled?: boolean;
  className?: string;
  /** @internal `<PendingElicitations>` renders its cards with this off: they are not a chat's data part. */
  claim?: boolean;
}

/**
 * A relayed elicitation inline in an AI SDK chat (docs/relay.md): the form while the call waits, then what became of
 * it: "Sending…", the sent summary once the relay says this tab's answer is the one the server got, or "Answered in
 * another tab", expired or withdrawn. A `422` reopens the form with the server's issues and what was typed. After a
 * reload the same pending form shows again. Key it by the part's id.
 * @example
 * {message.parts.map((part) => part.type === 'data-elicitation'
 *   ? <RelayElicitation key={part.id} relay={relay} elicitation={part.data} /> : null)}
 */
export function RelayElicitation(props: RelayElicitationProps) {
  const { relay, elicitation, unstyled, claim = true } = props;
  const client = relay.client;
  // The chat's data part may know the request before the stream does (and after a reload, what was sent).
  useEffect(() => client.adopt(elicitation), [client, elicitation]);
  // A chat's part shows its request here: `<PendingElicitations>` leaves it to this card.
  useEffect(() => (claim ? relay.claim(elicitation.id) : undefined), [relay, claim, elicitation.id]);
  const entry = useSyncExternalStore(client.subscribe, () => client.get(elicitation.id), () => undefined);
  // Until the effect above adopts the part, the part alone decides, by the client's own rule.
  const status = entry?.status ?? statusOfPart(elicitation);
  const messages = useMemo(() => ({ ...relayMessages, ...mergeMessages(props.messages) }), [props.messages]);
  // The first request object seen, for good: a chat re-creates its parts' objects (each streamed chunk, the settled
  // part replacing the pending one) and a new schema object would start the form afresh, dropping what was typed.
  const [request] = useState(() => elicitation.request);
  const server = props.server ?? (request.server ? { name: request.server.title ?? request.server.name } : undefined);
  const isUrl = request.mode === 'url' && !request.unsupportedReason;
  /** The form was on screen in this card: what replaces it takes focus if the form held it. */
  const [formShown, setFormShown] = useState(status === 'pending' || status === 'sending');
  if (status === 'pending' && !formShown) setFormShown(true);
  // URL mode keeps its consent view after Open: it is the waiting view, until the server confirms (docs/url-safety.md).
  const showsInput = status === 'pending' || (isUrl && formShown && !isClosedWithoutAnswer(status));
  const className = [unstyled ? undefined : 'elicit-relay', props.className].filter(Boolean).join(' ') || undefined;

  let body;
  if (!showsInput) {
    const closed = isClosedWithoutAnswer(status);
    body = (
      <SettledView
        request={request}
        status={status}
        closedText={closed ? closedText(messages, status) : messages.relaySending}
        result={entry?.result ?? (status === 'answered' ? elicitation.result : undefined)}
        server={server}
        profile={props.profile}
        messages={props.messages}
        unstyled={unstyled}
        focus={formShown ? 'if-lost' : undefined}
      />
    );
  } else if (isUrl) {
    body = (
      // URL mode through the relay: the consent opens the URL here, in the person's browser (docs/url-safety.md).
      <UrlConsent
        key={`${elicitation.id}#${entry?.attempt ?? 0}`}
        url={request.url ?? ''}
        message={request.message}
        server={server}
        completion={request.urlCompletion}
        completed={entry?.completed}
        onResult={(result) => void client.answer(elicitation.id, result)}
        onOpenUrl={props.onOpenUrl}
        messages={props.messages}
        unstyled={unstyled}
      />
    );
  } else {
    body = (
      <ElicitationForm
        key={`${elicitation.id}#${entry?.attempt ?? 0}`}
        message={request.message}
        requestedSchema={request.unsupportedReason ? undefined : request.requestedSchema}
        onResult={(result) => void client.answer(elicitation.id, result)}
        defaultContent={entry?.refusedContent}
        // What was typed survives a remount or a reload (a tab switch, the chat re-rendering) until answered.
        draftKey={elicitation.id}
        drafts={props.drafts ?? 'session'}
        server={server}
        profile={props.profile}
        host={props.host}
        registry={props.registry}
        messages={props.messages}
        unstyled={unstyled}
      />
    );
  }
  return (
    // The relay id on the card: a host's tests (and its own scripts) find a request's card by it.
    <div className={className} data-relay-status={status} data-relay-id={elicitation.id}>
      {status === 'pending' ? <RelayNotice issues={entry?.issues} sendFailed={entry?.sendFailed} messages={props.messages} unstyled={unstyled} /> : null}
      {body}
    </div>
  );
}
