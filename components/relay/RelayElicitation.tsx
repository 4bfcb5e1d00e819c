import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { HostProfile } from '../../src/model.ts';
import type { RelayedElicitation } from '../../src/relay/types.ts';
import { ElicitationForm, type ServerIdentity } from '../ElicitationForm/index.ts';
import type { DraftStorage } from '../form/draftTypes.ts';
import type { FieldRegistry, HostCallbacks } from '../fields/types.ts';
import { mergeMessages, type MessageOverrides } from '../messages.ts';
import { isClosedWithoutAnswer, statusOfPart } from './client.ts';
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
  /** Opens the consented URL of a URL-mode request in the person's browser (SPEC §9); default `window.open`. */
  onOpenUrl?: (url: string) => void;
  /**
   * Where the person's draft is kept until the request is answered (SPEC §11, §12 "nothing lost"). Default `session`:
   * this tab's `sessionStorage`, so a reload or a dropped connection shows the form again as it was left. It never
   * reaches the server. `memory` keeps it for this page only; `off` keeps nothing.
   */
  drafts?: DraftStorage;
  unstyled?: boolean;
  className?: string;
}

/**
 * A relayed elicitation inline in an AI SDK chat (SPEC §12): the form while the call waits, then what became of it:
 * the sent summary, "Answered in another tab", expired or withdrawn. A `422` reopens the form with the server's
 * issues and what was typed. After a reload the same pending form shows again. Key it by the part's id.
 * @example
 * {message.parts.map((part) => part.type === 'data-elicitation'
 *   ? <RelayElicitation key={part.id} relay={relay} elicitation={part.data} /> : null)}
 */
export function RelayElicitation(props: RelayElicitationProps) {
  const { relay, elicitation, unstyled } = props;
  const client = relay.client;
  // The chat's data part may know the request before the stream does (and after a reload, what was sent).
  useEffect(() => client.adopt(elicitation), [client, elicitation]);
  const entry = useSyncExternalStore(client.subscribe, () => client.get(elicitation.id), () => undefined);
  // Until the effect above adopts the part, the part alone decides, by the client's own rule.
  const status = entry?.status ?? statusOfPart(elicitation);
  const messages = useMemo(() => ({ ...relayMessages, ...mergeMessages(props.messages) }), [props.messages]);
  /** A form open when this mounted turns into its own summary once answered; one answered before shows what was sent. */
  const [openedHere] = useState(status === 'pending' || status === 'sending');
  // The first request object seen, for good: a chat re-creates its parts' objects (each streamed chunk, the settled
  // part replacing the pending one) and a new schema object would start the form afresh, dropping what was typed.
  const [request] = useState(() => elicitation.request);
  const server = props.server ?? (request.server ? { name: request.server.title ?? request.server.name } : undefined);
  const cls = (name: string) => (unstyled ? undefined : name);

  if (isClosedWithoutAnswer(status) || (status === 'answered' && !openedHere)) {
    const result = status === 'answered' ? entry?.result ?? elicitation.result : undefined;
    return (
      <SettledView
        request={request}
        status={status}
        closedText={isClosedWithoutAnswer(status) ? closedText(messages, status) : undefined}
        result={result}
        server={server}
        profile={props.profile}
        messages={props.messages}
        unstyled={unstyled}
        className={props.className}
      />
    );
  }
  return (
    <div className={[cls('elicit-relay'), props.className].filter(Boolean).join(' ') || undefined} data-relay-status={status}>
      <RelayNotice issues={entry?.issues} sendFailed={entry?.sendFailed} messages={props.messages} unstyled={unstyled} />
      {request.mode === 'url' && !request.unsupportedReason ? (
        // URL mode through the relay (SPEC §9, §12): the consent opens the URL here, in the person's browser.
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
      ) : (
      <ElicitationForm
        key={`${elicitation.id}#${entry?.attempt ?? 0}`}
        message={request.message}
        requestedSchema={request.unsupportedReason ? undefined : request.requestedSchema}
        onResult={(result) => void client.answer(elicitation.id, result)}
        defaultContent={entry?.refusedContent}
        // SPEC §11/§12: what was typed survives a remount or a reload (a tab switch, the chat re-rendering) until answered.
        draftKey={elicitation.id}
        drafts={props.drafts ?? 'session'}
        server={server}
        profile={props.profile}
        host={props.host}
        registry={props.registry}
        messages={props.messages}
        unstyled={unstyled}
      />
      )}
    </div>
  );
}
