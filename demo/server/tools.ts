/**
 * The demo tools, era-neutral: each is a list of rounds of forms and a summary of the accepted answers.
 * server.ts runs them on 2026-07-28 (MRTR) and on 2025 connections (server→client requests).
 */
import {
  approvalForm, attachContextForm, confirmDeployForm, deployForm, feedbackForm, inspectPartForm, leadForm, rolloutForm,
  tagReleaseForm, tripDatesForm, tripPreferencesForm, leadMessage, type JsonForm,
} from './forms.ts';

/** One form a round asks. `openai` forms travel as OpenAI forms, the others as plain MCP forms. */
export interface FormAsk {
  key: string;
  message: string;
  schema: JsonForm;
  openai: boolean;
}

/** Accepted content so far, by form key. */
export type Answers = Record<string, Record<string, unknown>>;

export interface DemoTool {
  name: string;
  title: string;
  description: string;
  /** Each round sees the answers of the rounds before it. */
  rounds: ((answers: Answers) => FormAsk[])[];
}

const single = (key: string, message: string, schema: JsonForm, openai = true) => () => [{ key, message, schema, openai }];

/** Every demo tool (docs/behaviour.md §1 sources, §2 kinds, §4 extras, §5 pickers, §13.3 approvals). */
export const demoTools: DemoTool[] = [
  { name: 'inspect_part', title: 'Inspect a part', description: 'Pick a part from image cards.', rounds: [single('part', 'Choose a part to inspect', inspectPartForm)] },
  { name: 'configure_rollout', title: 'Configure a rollout', description: 'Every core field kind, formats, pattern and enum shapes.', rounds: [single('rollout', 'Configure the v2.1.0 rollout', rolloutForm)] },
  { name: 'capture_lead', title: 'Capture a lead', description: 'Business details from a demo call.', rounds: [single('lead', leadMessage, leadForm)] },
  { name: 'tag_release', title: 'Tag a release', description: 'Suggestions and a string list.', rounds: [single('tag', 'Tag the release', tagReleaseForm)] },
  { name: 'attach_context', title: 'Attach context', description: 'An implicit picker with your files and an explicit picker.', rounds: [single('context', 'Attach context for the analysis', attachContextForm)] },
  {
    name: 'two_step_deploy', title: 'Two-step deploy', description: 'A form, then a confirmation in a second round.',
    rounds: [
      single('deploy', 'What should be deployed?', deployForm),
      (answers) => [{
        key: 'confirm',
        message: `Deploy ${String(answers.deploy?.build)} to ${String(answers.deploy?.environment)}?`,
        schema: confirmDeployForm,
        openai: true,
      }],
    ],
  },
  {
    // Two forms in ONE round (two keys of one `inputRequests`): the host asks them one after another and retries
    // once both are answered (docs/behaviour.md §1.5 *Decision*); on 2025 connections they are two requests in a row.
    name: 'plan_trip', title: 'Plan a trip', description: 'Two forms in one round: the dates, then your preferences.',
    rounds: [() => [
      { key: 'dates', message: 'When are you travelling?', schema: tripDatesForm, openai: false },
      { key: 'preferences', message: 'How do you like to travel?', schema: tripPreferencesForm, openai: true },
    ]],
  },
  { name: 'plain_feedback', title: 'Plain MCP feedback', description: 'A plain MCP form without OpenAI keys.', rounds: [single('feedback', 'How was the demo?', feedbackForm, false)] },
  { name: 'approve_restart', title: 'Approve a restart', description: 'An approval: a form with no fields.', rounds: [single('restart', 'Restart the staging server now?', approvalForm, false)] },
];
