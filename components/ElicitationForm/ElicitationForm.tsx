import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Content, ElicitResult, FormModel, HostProfile } from '../../src/model.ts';
import { preloadFields } from '../fields/preload.ts';
import { defaultRegistry } from '../fields/registry.ts';
import type { FieldRegistry, HostCallbacks } from '../fields/types.ts';
import { coreMessages, mergeCatalogue, type MessageOverrides } from '../messages.ts';
import { useElicitationForm } from '../useElicitationForm.ts';
import { focusIsLostOrWithin } from '../form/focus.ts';
import { FieldSlot } from './FieldSlot.tsx';
import { RequestHeader } from './RequestHeader.tsx';
import { FormStatus } from './FormStatus.tsx';
import { SentSummary } from './lazySummary.tsx';
import type { ServerIdentity } from './types.ts';
import { UnsupportedNotice } from './UnsupportedNotice.tsx';
import { DiscardPromptRow } from './DiscardPrompt.tsx';
import { FormActions } from './FormActions.tsx';
import { LazyCredentialWarning, useCredentialPolicy, useCredentialSuspects, type CredentialPolicy } from './lazyCredentials.tsx';
import type { DraftOptions, DraftStorage } from '../form/drafts/index.ts';
import { serverIdentity, useElicitationSettings } from './settings.ts';
import { codexApproval, isConfirmation } from '../../src/approval.ts';
import { Confirmation } from './Confirmation.tsx';

/**
 * Props of `<ElicitationForm>`. The host's settings (`profile`, `host`, `registry`, `messages`, `credentialPolicy`,
 * `drafts`, `unstyled`, `server`) may come from an enclosing `<ElicitationSettings>` instead; a prop wins.
 * @example const props: ElicitationFormProps = { message: 'Your name?', requestedSchema: schema, onResult: reply };
 */
export interface ElicitationFormProps {
  /** The request's `message`, shown above the form as plain text. */
  message: string;
  /** The form schema (docs/behaviour.md §1 says where it comes from on each connection). */
  requestedSchema: unknown;
  /** Receives the one result of this form: `{action:'accept', content}` or `{action:'decline'|'cancel'}`. */
  onResult: (result: ElicitResult) => void;
  /** Who is asking (docs/behaviour.md §7.1). */
  server?: ServerIdentity;
  /** The request's params as sent: a form with no properties reads a Codex tool approval's tool and server there (docs/behaviour.md §13.3). */
  params?: unknown;
  /**
   * Show the server's name and icon above the message (default `true`). A host whose frame already says who is asking
   * (the kit's dialog names it in its title) turns the line off; warnings still name the server.
   */
  showServer?: boolean;
  /**
   * A field that looks like a password, API key, token or payment credential (docs/behaviour.md §11): `warn` (default) puts a
   * warning naming the server above the form, `refuse` answers `cancel` at once and says why, `off` says nothing.
   * Such values are masked in the sent summary and never kept in drafts, whatever the policy.
   */
  credentialPolicy?: CredentialPolicy;
  /**
   * Which request this is, for its draft (docs/behaviour.md §11): what the person typed survives a remount with the same key (a host
   * re-render, a dialog closed and reopened, a tab switch) until the form is answered. A host's request id fits
   * (the relay gives one). Default: the server's name, the message and the schema, so an identical request is the
   * same request.
   */
  draftKey?: string;
  /** Where drafts live: this page's memory (default), `session` (`sessionStorage`, survives a reload), or `off`. */
  drafts?: DraftStorage;
  profile?: HostProfile;
  /** Wire values to start from; they win over schema defaults. */
  defaultContent?: Readonly<Partial<Content>>;
  /** Components per field kind, merged over the defaults. */
  registry?: FieldRegistry;
  /** UI strings (and validation messages under `validation`), merged over `defaultMessages`. */
  messages?: MessageOverrides;
  /** Drop the `elicit-*` class hooks so the default stylesheet doesn't apply. */
  unstyled?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** Callbacks for fields that need the host (resource pickers). */
  host?: HostCallbacks;
}

/**
 * Renders one MCP form elicitation (with OpenAI's extensions) and reports exactly one `{action, content?}`.
 * A new `requestedSchema` or `profile` starts a fresh form (with the draft of its request, if one was kept).
 * @example
 * <ElicitationForm message={params.message} requestedSchema={params.requestedSchema} onResult={reply} />
 */
export function ElicitationForm(ownProps: ElicitationFormProps) {
  const props = useWithSettings(ownProps);
  const [tracked, setTracked] = useState({ schema: props.requestedSchema, profile: props.profile, generation: 0 });
  if (tracked.schema !== props.requestedSchema || tracked.profile !== props.profile) {
    // "Adjusting state when a prop changes": a new request remounts the form with fresh state.
    setTracked({ schema: props.requestedSchema, profile: props.profile, generation: tracked.generation + 1 });
  }
  return <ElicitationFormBody key={tracked.generation} {...props} />;
}

/** The form's props over the enclosing `<ElicitationSettings>`: a prop wins, a setting fills what the props leave out. */
function useWithSettings(props: ElicitationFormProps): ElicitationFormProps {
  const settings = useElicitationSettings(props);
  const { profile, host, registry, messages, credentialPolicy, drafts, unstyled } = settings;
  // A lone form knows no server info: a `server` function is asked with none.
  return { ...props, profile, host, registry, messages, credentialPolicy, drafts, unstyled, server: serverIdentity(settings.server, undefined) };
}

/**
 * From this many fields on, the field stack is marked `data-long` and the stylesheet lets the browser skip rendering
 * the fields far from the viewport (docs/behaviour.md §14.3; `content-visibility` in styles/fields.css). Shorter forms are a screen
 * or two, where skipping saves nothing measurable and a full-page screenshot should show every field.
 */
export const LONG_FORM_FIELDS = 50;

/** One object for "no host callbacks", so fields don't see a new `host` prop on every render. */
const NO_HOST: HostCallbacks = Object.freeze({});

function ElicitationFormBody(props: ElicitationFormProps) {
  const { unstyled = false, className } = props;
  const messages = useMemo(() => mergeCatalogue(coreMessages, props.messages), [props.messages]);
  const registry = useMemo(() => ({ ...defaultRegistry, ...props.registry }), [props.registry]);
  const host = props.host ?? NO_HOST;
  const rootRef = useRef<HTMLDivElement>(null);
  // What was sent, kept for the read-only summary that replaces the controls once answered (docs/behaviour.md §7.7).
  const [sent, setSent] = useState<Content>();
  const form = useElicitationForm({
    rootRef,
    requestedSchema: props.requestedSchema,
    onResult: (result) => {
      if (result.action === 'accept') setSent(result.content);
      props.onResult(result);
    },
    profile: props.profile,
    defaultContent: props.defaultContent,
    disabled: props.disabled,
    id: props.id,
    preload: (model) => preloadFields(model, registry),
    validationMessages: messages.validation,
    draft: (model) => draftOptions(props, model),
  });
  const suspects = useCredentialSuspects(form.model, props.requestedSchema);
  const credentials = useCredentialPolicy(suspects, props.credentialPolicy, form.cancel);
  const messageId = `${form.formId}-message`;
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // Once answered, the focused button is gone and focus would fall to <body>: keep it in the form, on
    // the line that says which answer was sent (WCAG 2.4.3). Focus elsewhere on the page is left alone.
    // In a shadow root (`<elicitation-form>`) document.activeElement is the host: focusIsLostOrWithin looks inside.
    if (form.status === 'editing' || !statusRef.current || !rootRef.current) return;
    if (focusIsLostOrWithin(rootRef.current)) statusRef.current.focus();
  }, [form.status]);
  const rootClass = [unstyled ? '' : 'elicit-form', className ?? ''].filter(Boolean).join(' ') || undefined;
  const status = (
    <FormStatus
      focusRef={statusRef}
      id={`${form.formId}-status`}
      status={form.status}
      invalidCount={form.invalidCount}
      formError={form.formError}
      refusedSubmits={form.refusedSubmits}
      messages={messages}
      fields={form.fields}
      rootRef={rootRef}
    />
  );
  const answered = form.status !== 'editing';
  // docs/behaviour.md §11: above the form, a warning when a field looks like a credential (or why the form was refused).
  // One element for the same props: a re-render while hydrating must not update its waiting Suspense boundary (docs/behaviour.md §8).
  const { checking, onVerdict } = credentials;
  const serverName = props.server?.name;
  const policy = props.credentialPolicy ?? 'warn';
  const warning = useMemo(() => (checking ? (
    <LazyCredentialWarning model={form.model} requestedSchema={props.requestedSchema} policy={policy} server={serverName}
      answered={answered} messages={messages} onVerdict={onVerdict} />
  ) : null), [checking, form.model, props.requestedSchema, policy, serverName, answered, messages, onVerdict]);
  const hidden = answered || credentials.hideFields;
  const { fields } = form;
  // The UI values name the files a user added (the content has only their URIs); they are frozen once sent.
  const uiValues = useMemo(() => (sent ? fields.map((binding) => binding.source.get()) : []), [sent, fields]);
  const server = props.showServer === false ? undefined : props.server;
  const header = <RequestHeader server={server} message={props.message} messageId={messageId} messages={messages} />;

  if (!form.model) {
    const issues = form.support.supported ? [] : form.support.issues;
    return (
      <div className={rootClass} part="form" data-status={form.status} data-unsupported="" ref={rootRef}>
        {header}
        {warning}
        {/* A form element so Escape dismisses here too, like everywhere else (docs/behaviour.md §3.2). */}
        <form className="elicit-form__form" aria-labelledby={messageId} {...form.formProps} onSubmit={dismissOnSubmit(form.cancel)}>
          {/* Once dismissed, only the status says so (docs/behaviour.md §7.7: no greyed-out leftovers). */}
          {hidden ? null : <UnsupportedNotice issues={issues} messages={messages} locked={form.locked} onDismiss={form.cancel} />}
          {status}
        </form>
      </div>
    );
  }

  if (isConfirmation(form.model)) {
    // Nothing to fill in: an approval, Allow or Decline (docs/behaviour.md §13.3).
    const approval = codexApproval(props.params);
    const subject = approval && { server: props.server?.name, ...approval };
    return <Confirmation form={form} header={header} warning={warning} messages={messages} subject={subject} rootRef={rootRef}
      statusRef={statusRef} rootClass={rootClass} disabled={props.disabled} />;
  }

  return (
    <div className={rootClass} part="form" data-status={form.status} data-disabled={props.disabled ? '' : undefined} ref={rootRef}>
      {header}
      {warning}
      <form className="elicit-form__form" aria-labelledby={messageId} {...form.formProps}>
        {/* Once answered, the controls and buttons give way to the status and a summary of what was sent (docs/behaviour.md §7.7). */}
        {hidden ? null : (
          <div className="elicit-form__fields" part="fields" data-long={fields.length >= LONG_FORM_FIELDS ? '' : undefined}>
            {fields.map((binding) => (
              <FieldSlot key={binding.field.name} component={registry[binding.field.kind]} binding={binding} messages={messages} host={host} />
            ))}
          </div>
        )}
        {status}
        {answered && sent ? <SentSummary model={form.model} sent={sent} uiValues={uiValues} messages={messages} /> : null}
        {/* Escape after an edit asks first (docs/behaviour.md §3): the question takes the buttons' place until answered. */}
        {!answered && form.discardPrompt.open ? <DiscardPromptRow prompt={form.discardPrompt} messages={messages} /> : null}
        {hidden || form.discardPrompt.open ? null : (
          <FormActions locked={form.locked} cancel={messages.cancel} onCancel={form.cancel} decline={messages.decline} onDecline={form.decline}
            submit={messages.submit} />
        )}
      </form>
    </div>
  );
}

/**
 * Where this form's draft goes (docs/behaviour.md §11.2), read on mount: the request is named by the schema its model
 * came from, and the fields the first look flagged as credentials are never kept.
 */
function draftOptions(props: ElicitationFormProps, model: FormModel): DraftOptions | undefined {
  const { drafts = 'memory', server, message } = props;
  if (drafts === 'off') return undefined;
  return { key: props.draftKey, request: [server?.name, message, model.schema], storage: drafts, exclude: model.credentialSuspects ?? [] };
}

function dismissOnSubmit(cancel: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    cancel();
  };
}
