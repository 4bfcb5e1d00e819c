/**
 * Resource pickers (docs/behaviour.md §5, §6) from the shared fixtures, in every state: empty, pre-filled, invalid after
 * Submit, disabled, dark, thumbnails, 2,000 options, refused / pending / failed uploads, and each host profile; plus
 * the error under the rows of an implicit and an upload picker, and very long names on a phone-wide form.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationForm } from '../components/ElicitationForm/index.ts';
import type { HostCallbacks } from '../components/fields/types.ts';
import { pickerFixture } from '../src/fixtures/pickers.ts';
import type { AddedResource, Content } from '../src/model.ts';
import { darkDecorator, phone320Decorator } from './storyStates.tsx';
import { sentence } from '../test-support/sentence.ts';

const meta = {
  title: 'Fields/Resource picker',
  component: ElicitationForm,
  args: { onResult: fn(), message: '', requestedSchema: {} },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Schema = Record<string, unknown>;

interface StoryOptions {
  defaultContent?: Content;
  disabled?: boolean;
  dark?: boolean;
  host?: HostCallbacks;
}

/** A story of picker fixture `id` (its own profile applies). */
function story(id: string, options: StoryOptions = {}): Story {
  const fixture = pickerFixture(id);
  return {
    args: {
      message: fixture.message,
      requestedSchema: fixture.requestedSchema,
      profile: fixture.profile,
      defaultContent: options.defaultContent,
      disabled: options.disabled,
      host: options.host ?? { onPreview: fn() },
    },
    decorators: options.dark ? [darkDecorator] : [],
  };
}

/** Adds `files` through the hidden native input, as the file chooser would. */
async function upload(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, files, { applyAccept: false });
}

const explicitPick = { documents: ['file:///reviews/q3-report.pdf'] };

// Explicit multi picker: details (MIME, size), Preview, "Choose 1 to 2"
export const ExplicitEmpty = story('picker/explicit');
export const ExplicitPrefilled = story('picker/explicit', { defaultContent: explicitPick });
export const ExplicitInvalid: Story = {
  ...story('picker/explicit'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onResult).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: /Documents/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const ExplicitDisabled = story('picker/explicit', { defaultContent: explicitPick, disabled: true });
export const ExplicitDark = story('picker/explicit', { defaultContent: explicitPick, dark: true });

// Single pickers
export const SingleEmpty = story('picker/single');
export const SinglePrefilled = story('picker/single', { defaultContent: { drawing: 'cad://drawings/frame' } });
export const SingleWithUpload = story('picker/single-upload');

// Uploads: accept tokens, refusal, pending and failed host callbacks
export const UploadsEmpty = story('picker/uploads');
export const UploadRefused: Story = {
  ...story('picker/uploads'),
  play: async ({ canvasElement }) => {
    await upload(canvasElement, [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    // The form has its own status line too, so pick the live region that carries the refusal.
    const notices = within(canvasElement).getAllByRole('status');
    await expect(notices.map((notice) => notice.textContent).join('\n')).toContain("notes.txt can't be added: only .stl, image/* are accepted");
  },
};
const never = () => new Promise<AddedResource>(() => undefined);
export const UploadPending: Story = {
  ...story('picker/uploads', { host: { resolveUserResource: never } }),
  play: async ({ canvasElement }) => {
    await upload(canvasElement, [new File(['solid'], 'bracket.stl')]);
    await expect(within(canvasElement).getByRole('listitem', { busy: true })).toHaveTextContent('Adding bracket.stl…');
  },
};
export const UploadFailed: Story = {
  ...story('picker/uploads', { host: { resolveUserResource: () => Promise.reject(new Error('the upload server is offline')) } }),
  play: async ({ canvasElement }) => {
    await upload(canvasElement, [new File(['solid'], 'bracket.stl')]);
    // The file's name sits in its own <bdi> inside the kit's sentence (docs/behaviour.md §7.3): match the sentence whole.
    await within(canvasElement).findByText(sentence("Couldn't add bracket.stl: the upload server is offline", '.elicit-picker__error-text'));
  },
};
export const UploadAdded: Story = {
  ...story('picker/uploads'),
  play: async ({ canvasElement }) => {
    await upload(canvasElement, [new File(['solid'], 'bracket v2.STL'), new File(['png'], 'photo.png', { type: 'image/png' })]);
    await within(canvasElement).findByRole('button', { name: 'Remove photo.png' });
  },
};

// Implicit pickers: start full, remove and add
export const ImplicitFull = story('picker/implicit');
export const ImplicitEmptied: Story = {
  ...story('picker/implicit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['app.log', 'crash.txt', 'error.png']) await userEvent.click(canvas.getByRole('button', { name: `Remove ${name}` }));
    await expect(canvas.getByText('Nothing in the list. Add items to send them.')).toBeInTheDocument();
  },
};
export const ImplicitDark = story('picker/implicit', { dark: true });
export const FolderPicker = story('picker/folder');

// Thumbnails (all-or-none images, blocked source falls back) and a 2,000-option grid
export const Thumbnails = story('picker/thumbnails');
export const ThumbnailsPrefilled = story('picker/thumbnails', { defaultContent: { photos: ['file:///photos/garden.jpg'] } });
export const ThumbnailsDark = story('picker/thumbnails', { dark: true });
export const ManyOptions = story('picker/many');
/** On a 320 px phone: two columns of cards, as the choice cards; Cancel and Decline share a row, Submit fills the next (docs/look.md, "Phones"). */
export const ThumbnailsPhone320: Story = {
  ...story('picker/thumbnails', { defaultContent: { photos: ['file:///photos/garden.jpg'] } }),
  decorators: [phone320Decorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = (name: RegExp) => canvas.getByRole('checkbox', { name }).getBoundingClientRect().top;
    // The grid counts its columns once it has a width (a resize observer): wait for the second column.
    await waitFor(() => expect(top(/Garden/)).toBe(top(/Front/)));
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    const submit = canvas.getByRole('button', { name: 'Submit' }).getBoundingClientRect();
    await expect(submit.top).toBeGreaterThan(cancel.bottom);
  },
};

// Defaults from the schema
export const SchemaDefaults = story('picker/prefilled');

// The same implicit picker under each host profile (docs/behaviour.md §6), and a folder picker on the web (unsupported)
export const ProfileDesktop = story('picker/profile-desktop');
export const ProfileWeb = story('picker/profile-web');
export const ProfileWebApp = story('picker/profile-web-app');
export const ProfileWebFolderUnsupported = story('picker/web-folder');

// The field error right under the rows, before "Add files…", the removed list and the notices
/** Fixture `id`'s story with `minItems` on its picker `property`, so Submit can refuse it. */
function withMinItems(id: string, property: string, minItems: number): Story {
  const base = story(id);
  const schema = structuredClone(pickerFixture(id).requestedSchema) as { properties: Record<string, Schema> };
  schema.properties[property] = { ...schema.properties[property], minItems };
  return { ...base, args: { ...base.args, requestedSchema: schema } };
}
export const UploadsInvalid: Story = {
  ...withMinItems('picker/uploads', 'parts', 1),
  play: async ({ canvasElement, args }) => {
    await upload(canvasElement, [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(args.onResult).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('group', { name: /Parts/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const ImplicitInvalid: Story = {
  ...withMinItems('picker/implicit', 'attachments', 2),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['app.log', 'error.png']) await userEvent.click(canvas.getByRole('button', { name: `Remove ${name}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onResult).not.toHaveBeenCalled();
    await canvas.findByText(/^Choose at least 2/, { selector: '.elicit-field__error bdi' });
  },
};

// Very long names on a phone-wide form: titles truncate, "(added)" and the buttons stay whole, nothing overflows
/** 390 px phone screen less the page's 16 px padding on each side. */
const phoneWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 358 }}>
    <Story />
  </div>
);
const longName = (stem: string, extension: string) => `${stem}-${'final-reviewed-signed-copy-'.repeat(3)}v2.${extension}`;
const longNamesSchema: Schema = {
  type: 'object',
  properties: {
    reports: {
      type: 'array', title: 'Reports', items: { type: 'string', format: 'uri' },
      'x-openai-input': { type: 'resource', options: [
        { uri: 'file:///r/q3.pdf', name: longName('q3-board-report', 'pdf'), mimeType: 'application/pdf', size: 1_234_567,
          _meta: { 'openai/preview': { target: { type: 'mcp_app_tool', name: 'preview_document', arguments: { id: 'q3' } } } } },
        { uri: 'file:///r/budget.xlsx', name: longName('budget', 'xlsx'), mimeType: 'application/vnd.ms-excel', size: 48_200 },
      ], userOptions: { kind: 'file', accept: ['.pdf', 'text/*'] } },
    },
    attachments: {
      type: 'array', title: 'Attachments', items: { type: 'string', format: 'uri' },
      'x-openai-input': { type: 'resource', selection: 'implicit', options: [
        { uri: 'file:///logs/app.log', name: longName('application-server', 'log'), mimeType: 'text/plain', size: 920_000 },
        { uri: 'file:///screens/error.png', name: longName('screenshot-of-the-error', 'png'), mimeType: 'image/png', size: 210_000 },
      ] },
    },
  },
};
export const LongNamesPhone: Story = {
  args: { message: 'Attach the review files', requestedSchema: longNamesSchema, host: { onPreview: fn() } },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const added = longName('meeting-notes-from-the-quarterly-call', 'txt');
    await upload(canvasElement, [new File(['x'], added, { type: 'text/plain' }), new File(['y'], longName('diagram', 'svg'), { type: 'image/svg+xml' })]);
    await canvas.findByRole('button', { name: `Remove ${added}` });
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${longName('screenshot-of-the-error', 'png')}` }));
  },
};
