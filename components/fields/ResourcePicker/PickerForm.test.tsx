/**
 * Resource pickers inside the real <ElicitationForm>: used as a user would, asserting the exact `{action,
 * content}` a server receives, which must pass the kit's validator (including OpenAI's picker-membership rule)
 * and both live oracles.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ElicitationForm } from '../../ElicitationForm/index.ts';
import { pickerFixture } from '../../../src/fixtures/pickers.ts';
import { validateResult } from '../../../src/index.ts';
import type { ElicitResult, HostProfile } from '../../../src/model.ts';
import { expectOraclesAccept } from '../../../test-support/oracles.ts';
import type { HostCallbacks } from '../types.ts';
import { sentence } from '../../../test-support/sentence.ts';

const user = () => userEvent.setup({ applyAccept: false });

function renderPicker(id: string, options: { host?: HostCallbacks; profile?: HostProfile } = {}) {
  const { requestedSchema, message, profile } = pickerFixture(id);
  const onResult = vi.fn<(result: ElicitResult) => void>();
  const { container } = render(
    <ElicitationForm
      message={message}
      requestedSchema={requestedSchema}
      profile={options.profile ?? profile}
      host={options.host}
      onResult={onResult}
    />,
  );
  const submit = () => user().click(screen.getByRole('button', { name: 'Submit' }));
  /** The one result sent, after checking the kit's validator and both live oracles accept it. */
  const sent = () => {
    expect(onResult).toHaveBeenCalledTimes(1);
    const result = onResult.mock.calls[0]![0];
    expect(validateResult(requestedSchema, result)).toEqual({ ok: true });
    expectOraclesAccept(requestedSchema, result);
    return JSON.parse(JSON.stringify(result)) as unknown;
  };
  const fileInput = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { onResult, submit, sent, fileInput, container };
}

describe('explicit picker in the form', () => {
  it('refuses Submit below minItems, then sends the selected URIs in option order', async () => {
    const { onResult, submit, sent } = renderPicker('picker/explicit');
    await submit();
    expect(onResult).not.toHaveBeenCalled();
    const group = screen.getByRole('group', { name: /Documents/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: 'Q3 report' })).toHaveFocus();
    await user().click(screen.getByRole('checkbox', { name: 'notes from call.txt' }));
    await user().click(screen.getByRole('checkbox', { name: 'Q3 report' }));
    await submit();
    expect(sent()).toEqual({
      action: 'accept',
      content: { documents: ['file:///reviews/q3-report.pdf', 'file:///reviews/notes%20from%20call.txt'] },
    });
  });

  it('Enter on an option toggles it and never submits', async () => {
    const { onResult, submit, sent } = renderPicker('picker/explicit');
    screen.getByRole('checkbox', { name: 'budget.xlsx' }).focus();
    await user().keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'budget.xlsx' })).toBeChecked();
    expect(onResult).not.toHaveBeenCalled();
    await submit();
    expect(sent()).toEqual({ action: 'accept', content: { documents: ['file:///reviews/budget.xlsx'] } });
  });

  it('Decline sends no content, whatever is selected', async () => {
    const { onResult } = renderPicker('picker/explicit');
    await user().click(screen.getByRole('checkbox', { name: 'budget.xlsx' }));
    await user().click(screen.getByRole('button', { name: 'Decline' }));
    expect(onResult.mock.calls).toEqual([[{ action: 'decline' }]]);
  });

  it('adds an accepted upload after the selected options and refuses the rest with a message', async () => {
    const { submit, sent, fileInput } = renderPicker('picker/uploads');
    await user().click(screen.getByRole('checkbox', { name: 'M6 washer' }));
    await user().upload(fileInput(), [new File(['x'], 'notes.txt', { type: 'text/plain' }), new File(['x'], 'bracket v2.STL')]);
    await screen.findByRole('button', { name: 'Remove bracket v2.STL' });
    expect(screen.getByText(sentence("notes.txt can't be added: only .stl, image/* are accepted"))).toBeInTheDocument();
    await submit();
    expect(sent()).toEqual({ action: 'accept', content: { parts: ['cad://parts/washer', 'file:///bracket%20v2.STL'] } });
  });

  it("uses the host's resolveUserResource for the URI", async () => {
    const resolveUserResource = vi.fn(({ file }: { file: File }) =>
      Promise.resolve({ uri: `https://uploads.example.com/u/${encodeURIComponent(file.name)}`, name: file.name }),
    );
    const { submit, sent, fileInput } = renderPicker('picker/uploads', { host: { resolveUserResource } });
    await user().upload(fileInput(), new File(['x'], 'photo 1.png', { type: 'image/png' }));
    await screen.findByRole('button', { name: 'Remove photo 1.png' });
    await submit();
    expect(sent()).toEqual({ action: 'accept', content: { parts: ['https://uploads.example.com/u/photo%201.png'] } });
  });
});

describe('single picker in the form', () => {
  it('sends one URI', async () => {
    const { submit, sent } = renderPicker('picker/single');
    await user().click(screen.getByRole('radio', { name: 'Hinge detail' }));
    await submit();
    expect(sent()).toEqual({ action: 'accept', content: { drawing: 'cad://drawings/hinge' } });
  });

  it('with an upload, sends the added file instead of the option', async () => {
    const { submit, sent, fileInput } = renderPicker('picker/single-upload');
    await user().click(screen.getByRole('radio', { name: 'Current draft' }));
    await user().upload(fileInput(), new File(['%PDF'], 'Signed contract.pdf', { type: 'application/pdf' }));
    await screen.findByRole('button', { name: 'Remove Signed contract.pdf' });
    await submit();
    expect(sent()).toEqual({ action: 'accept', content: { contract: 'file:///Signed%20contract.pdf' } });
  });
});

describe('implicit picker in the form', () => {
  it('starts with every option and sends what is left after removals', async () => {
    const { submit, sent } = renderPicker('picker/implicit');
    const list = screen.getByRole('list', { name: 'Attachments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user().click(screen.getByRole('button', { name: 'Remove crash.txt' }));
    await submit();
    expect(sent()).toEqual({ action: 'accept', content: { attachments: ['file:///logs/app.log', 'file:///screens/error.png'] } });
  });

  it('always allows adding (no userOptions means any file) and leaves an emptied optional list out', async () => {
    const { submit, sent } = renderPicker('picker/implicit');
    expect(screen.getByRole('button', { name: 'Add files…' })).toBeInTheDocument();
    for (const name of ['app.log', 'crash.txt', 'error.png']) await user().click(screen.getByRole('button', { name: `Remove ${name}` }));
    await submit();
    expect(sent()).toEqual({ action: 'accept', content: {} });
  });

  it('adds a folder with the default file:/// URI', async () => {
    const { submit, sent, fileInput } = renderPicker('picker/folder');
    const file = new File(['x'], 'a.dwg');
    Object.defineProperty(file, 'webkitRelativePath', { value: 'Site Plans/a.dwg' });
    await user().upload(fileInput(), file);
    await screen.findByRole('button', { name: 'Remove Site Plans' });
    await submit();
    expect(sent()).toEqual({ action: 'accept', content: { folders: ['file:///work/site', 'file:///Site%20Plans'] } });
  });
});

describe('defaults and profiles', () => {
  it('sends pre-selected defaults untouched', async () => {
    const { submit, sent } = renderPicker('picker/prefilled');
    expect(screen.getByRole('radio', { name: 'notes-v2.md' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'app-mac.zip' })).toBeChecked();
    await submit();
    expect(sent()).toEqual({
      action: 'accept',
      content: { notes: 'file:///release/notes-v2.md', binaries: ['file:///release/app-linux.tar.gz', 'file:///release/app-mac.zip'] },
    });
  });

  it('desktop: the implicit picker lists every source and offers uploads', () => {
    const { container } = renderPicker('picker/profile-desktop');
    expect(container.querySelector('[data-selection]')).toHaveAttribute('data-selection', 'implicit');
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add files…' })).toBeInTheDocument();
  });

  it('web-app: the same picker is explicit with no add control; only ticked options are sent', async () => {
    const { submit, sent, container } = renderPicker('picker/profile-web-app');
    expect(container.querySelector('[data-selection]')).toHaveAttribute('data-selection', 'explicit');
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
    expect(container.querySelector('input[type="file"]')).toBeNull();
    await user().click(screen.getByRole('checkbox', { name: 'budget.xlsx' }));
    await submit();
    expect(sent()).toEqual({ action: 'accept', content: { sources: ['file:///reviews/budget.xlsx'] } });
  });

  it('web: a folder picker is reported unsupported and only offers dismissal', async () => {
    const { onResult } = renderPicker('picker/web-folder');
    expect(screen.getByText("This request can't be shown here")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add folder…' })).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(onResult.mock.calls).toEqual([[{ action: 'cancel' }]]));
  });
});
