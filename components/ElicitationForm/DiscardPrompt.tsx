import { useEffect, useId, useRef } from 'react';
import { DISCARD_PROMPT_ATTRIBUTE, type DiscardPrompt as DiscardPromptState } from '../form/useDiscardGuard.ts';
import type { FormMessages } from '../messages.ts';

interface DiscardPromptProps {
  prompt: DiscardPromptState;
  messages: FormMessages;
}

/**
 * "Discard your answers?" with Discard and Keep editing, in place of the form's buttons while Escape asks first
 * (docs/behaviour.md §3, docs/keyboard-and-screen-readers.md). Focus moves to Keep editing, the choice that loses nothing, so a
 * screen reader hears the question (the group's name) with it; a second Escape, or Discard, answers `cancel`.
 */
export function DiscardPromptRow({ prompt, messages }: DiscardPromptProps) {
  const questionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keepRef.current?.focus();
  }, []);
  return (
    <div
      className="elicit-form__actions elicit-discard"
      part="actions discard-prompt"
      role="group"
      aria-labelledby={questionId}
      {...{ [DISCARD_PROMPT_ATTRIBUTE]: '' }}
    >
      <p className="elicit-discard__question" id={questionId}>
        <bdi>{messages.discardQuestion}</bdi>
      </p>
      <button type="button" className="elicit-button" part="button discard" onClick={prompt.discard}>
        {messages.discardConfirm}
      </button>
      <button type="button" className="elicit-button" part="button keep-editing" data-variant="primary" ref={keepRef} onClick={prompt.keepEditing}>
        {messages.discardKeepEditing}
      </button>
    </div>
  );
}
