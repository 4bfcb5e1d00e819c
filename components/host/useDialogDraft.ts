import { useEffect, useRef } from 'react';
import { forgetDraft, type DraftStorage } from '../form/drafts/index.ts';
import type { QueuedElicitation } from '../queue/queue.ts';

/** The draft key of a queued request: its form keeps what was typed while the dialog is closed and reopened. */
const draftKeyOf = (id: number) => `elicitation-dialog:${id}`;

/**
 * Where the form of the request on screen keeps its draft (`<ElicitationForm draftKey drafts>`).
 * @example const draft: DialogDraft = { key: 'elicitation-dialog:3', storage: 'memory' };
 */
export interface DialogDraft {
  key: string;
  storage: DraftStorage;
}

/**
 * The draft of the request on screen (docs/behaviour.md §11.2), and the end of each draft whose request left the
 * queue: answered by its form, the ×, Escape, or withdrawn by the server, no draft of it may stay (docs/relay.md,
 * Guarantees 4). A request whose key outlives the page (relayed) keeps its draft in `sessionStorage` unless the host
 * chose otherwise (`drafts`).
 * @example const draft = useDialogDraft(snapshot.current, settings.drafts); // then <ElicitationForm draftKey={draft.key} … />
 */
export function useDialogDraft(current: QueuedElicitation | undefined, drafts: DraftStorage | undefined): DialogDraft | undefined {
  const draft = current ? { key: current.draftKey ?? draftKeyOf(current.id), storage: drafts ?? (current.draftKey ? 'session' : 'memory') } : undefined;
  const shownRef = useRef(draft);
  const key = draft?.key;
  const storage = draft?.storage;
  // Runs after the old form's unmount, which saved what was typed.
  useEffect(() => {
    const left = shownRef.current;
    shownRef.current = key === undefined ? undefined : { key, storage: storage! };
    if (left && left.key !== key && left.storage !== 'off') forgetDraft(left.key, left.storage);
  }, [key, storage]);
  return draft;
}
