import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { RelayedElicitation } from '../../src/relay/types.ts';
import { ElicitationForm } from '../ElicitationForm/index.ts';
import { serverIdentity, useElicitationSettings } from '../ElicitationForm/settings.ts';
import { mergeMessages } from '../messages.ts';
import { closedText, isClosedWithoutAnswer, statusOfPart } from './status.ts';
import type { ElicitationRelay } from './queue.ts';
import { RelayNotice } from './RelayNotice.tsx';
import { SettledView } from './SettledView.tsx';
import { UrlConsent } from '../url/UrlConsent.tsx';
import { useIsomorphicLayoutEffect } from '../form/useIsomorphicLayoutEffect.ts';

/**
 * Props of `<RelayElicitation>`: the relay and the chat's data part. How the form looks and behaves (profile,
 * messages, pickers' callbacks, credential policy, drafts, how the server is named, how a URL opens) comes from an
 * enclosing `<ElicitationSettings>`; drafts default to `session` here: this tab's `sessionStorage`, so a reload or a
 * dropped connection shows the form again as it was left (docs/relay.md, Guarantees 4). It never reaches the server.
 * @example const props: RelayElicitationProps = { relay, elicitation: part.data };
 */
export interface RelayElicitationProps {
  /** From `useElicitationRelay`: the live state of the request and the way to answer it. */
  relay: ElicitationRelay;
  /** The data part's `data` (`{type: 'data-elicitation', id, data}` in `message.parts`). */
  elicitation: RelayedElicitation;
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
  const { relay, elicitation, claim = true } = props;
  const settings = useElicitationSettings();
  const { unstyled } = settings;
  const client = relay.client;
  // The chat's data part may know the request before the stream does (and after a reload, what was sent).
  useEffect(() => client.adopt(elicitation), [client, elicitation]);
  // A chat's part shows its request here: `<PendingElicitations>` leaves it to this card. Claimed before the browser
  // paints (a layout effect), so no frame shows the same form twice (docs/relay.md, "The page shows the forms again").
  useIsomorphicLayoutEffect(() => (claim ? relay.claim(elicitation.id) : undefined), [relay, claim, elicitation.id]);
  const entry = useSyncExternalStore(client.subscribe, () => client.get(elicitation.id), () => undefined);
  // Until the effect above adopts the part, the part alone decides, by the client's own rule.
  const status = entry?.status ?? statusOfPart(elicitation);
  const messages = useMemo(() => mergeMessages(settings.messages), [settings.messages]);
  // The first request object seen, for good: a chat re-creates its parts' objects (each streamed chunk, the settled
  // part replacing the pending one) and a new schema object would start the form afresh, dropping what was typed.
  const [request] = useState(() => elicitation.request);
  const server = serverIdentity(settings.server, request.server);
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
      />
    );
  } else {
    body = (
      <ElicitationForm
        key={`${elicitation.id}#${entry?.attempt ?? 0}`}
        message={request.message}
        requestedSchema={request.unsupportedReason ? undefined : request.requestedSchema}
        params={request.params}
        onResult={(result) => void client.answer(elicitation.id, result)}
        defaultContent={entry?.refusedContent}
        // What was typed survives a remount or a reload (a tab switch, the chat re-rendering) until answered.
        draftKey={elicitation.id}
        drafts={settings.drafts ?? 'session'}
        server={server}
      />
    );
  }
  return (
    // The relay id on the card: a host's tests (and its own scripts) find a request's card by it.
    <div className={className} data-relay-status={status} data-relay-id={elicitation.id}>
      {status === 'pending' ? <RelayNotice issues={entry?.issues} sendFailed={entry?.sendFailed} /> : null}
      {body}
    </div>
  );
}
