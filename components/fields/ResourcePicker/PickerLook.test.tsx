/**
 * The picker's look: the field error right under the rows (before "Add files…", the removed list
 * and the notices), removed rows with their icon, and status markers kept out of the truncated title.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PickerHarness, options, pickerField } from '../../../test-support/pickerHarness.tsx';
import { ChoiceGroupFrame } from '../shared/ChoiceGroupFrame.tsx';
import { fieldIds } from '../../form/ids.ts';
import { defaultMessages } from '../../messages.ts';

const user = () => userEvent.setup({ applyAccept: false });
const ERROR = 'Choose at least 2 items';

/** True when `a` comes before `b` in document order. */
const precedes = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** The one error element, by its text; it must be there exactly once. */
function errorElement(): HTMLElement {
  const matches = screen.getAllByText(ERROR);
  expect(matches).toHaveLength(1);
  return matches[0]!.closest('.elicit-field__error') as HTMLElement;
}

describe('the field error sits right under the control', () => {
  it('explicit with uploads: under the options and the added rows, before "Add files…" and the notices', async () => {
    const field = pickerField({ minItems: 2, userOptions: { kind: 'file', accept: ['.txt'] } });
    const { container } = render(<PickerHarness field={field} invalid error={ERROR} />);
    await user().upload(fileInput(container), [new File(['x'], 'mine.txt', { type: 'text/plain' }), new File(['y'], 'photo.png')]);
    const added = await screen.findByRole('list', { name: 'Added by you' });
    const error = errorElement();
    const group = screen.getByRole('group', { name: 'Files' });
    expect(precedes(group, error)).toBe(true);
    expect(precedes(added, error)).toBe(true);
    expect(precedes(error, screen.getByRole('button', { name: 'Add files…' }))).toBe(true);
    const notices = container.querySelector('.elicit-picker__notices');
    expect(notices).toHaveTextContent("photo.png can't be added");
    expect(precedes(error, notices!)).toBe(true);
    // Heard once, through each option's description (same id as before; docs/behaviour.md §7.6: focus lands on an option).
    expect(error).toHaveAttribute('id', fieldIds('form', 'files').error);
    expect(group).toHaveAccessibleDescription('Choose at least 2 · 1 chosen');
    expect(screen.getAllByRole('checkbox')[0]).toHaveAccessibleDescription(new RegExp(`${ERROR}$`));
  });

  it('implicit: under the list, before "Add files…" and the removed list', async () => {
    const field = pickerField({ selection: 'implicit', minItems: 2, userOptions: { kind: 'file', accept: [] }, options: options('a.txt', 'b.txt') });
    render(<PickerHarness field={field} initial={{ selected: ['file:///a.txt', 'file:///b.txt'], added: [] }} invalid error={ERROR} />);
    await user().click(screen.getByRole('button', { name: 'Remove a.txt' }));
    const list = screen.getByRole('list', { name: 'Files' });
    const error = errorElement();
    expect(precedes(list, error)).toBe(true);
    expect(precedes(error, screen.getByRole('button', { name: 'Add files…' }))).toBe(true);
    expect(precedes(error, screen.getByRole('list', { name: 'Removed' }))).toBe(true);
    expect(list).toHaveAccessibleDescription(`${ERROR} Choose at least 2 · 1 item`);
  });

  it('single with upload: under the options, before "Add a file…"', () => {
    const field = pickerField({ multiple: false, required: true, userOptions: { kind: 'file', accept: ['.pdf'] } });
    render(<PickerHarness field={field} invalid error={ERROR} />);
    const error = errorElement();
    expect(precedes(screen.getByRole('radiogroup', { name: 'Files' }), error)).toBe(true);
    expect(precedes(error, screen.getByRole('button', { name: 'Add a file…' }))).toBe(true);
  });

  it('radio and checkbox groups keep the error last in the frame, as before', () => {
    const ids = fieldIds('form', 'size');
    const state = { field: { ...pickerField(), label: 'Size' }, ids, invalid: true, error: ERROR, messages: defaultMessages };
    const { container } = render(
      <ChoiceGroupFrame state={state}>
        <div role="radiogroup" aria-labelledby={ids.label} aria-describedby={ids.error} />
        <button type="button">Extra</button>
      </ChoiceGroupFrame>,
    );
    expect(container.querySelector('.elicit-field')?.lastElementChild).toBe(errorElement());
  });
});

describe('removed rows (implicit picker)', () => {
  it('lead with the same kind icon as the kept rows', async () => {
    const field = pickerField({ selection: 'implicit', options: options('notes.txt', 'shot.png') });
    render(<PickerHarness field={field} initial={{ selected: ['file:///notes.txt', 'file:///shot.png'], added: [] }} />);
    const kept = screen.getByRole('list', { name: 'Files' });
    const keptIcon = within(kept).getAllByRole('listitem')[1]!.querySelector('.elicit-picker__icon svg');
    await user().click(screen.getByRole('button', { name: 'Remove shot.png' }));
    const row = within(screen.getByRole('list', { name: 'Removed' })).getByRole('listitem');
    const icon = row.querySelector('.elicit-picker__icon svg');
    expect(icon).not.toBeNull();
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon?.innerHTML).toBe(keptIcon?.innerHTML); // the image icon, as when it was kept
    expect(within(row).getByText('shot.png').closest('.elicit-picker__title')).toHaveAttribute('title', 'shot.png');
  });

  it('show their thumbnail when the picker has thumbnails', async () => {
    const thumbnail = { src: 'data:image/png;base64,iVBORw0KGgo=' };
    const field = pickerField({
      selection: 'implicit',
      hasThumbnails: true,
      options: options('a.png', 'b.png').map((option) => ({ ...option, thumbnail })),
    });
    render(<PickerHarness field={field} initial={{ selected: ['file:///a.png', 'file:///b.png'], added: [] }} />);
    await user().click(screen.getByRole('button', { name: 'Remove a.png' }));
    const row = within(screen.getByRole('list', { name: 'Removed' })).getByRole('listitem');
    expect(row.querySelector('img.elicit-picker__thumb')).toHaveAttribute('src', thumbnail.src);
  });
});

describe('status markers', () => {
  it('"(added)" sits outside the truncated title, which keeps the whole name', async () => {
    const long = `${'quarterly-board-review-final-signed-'.repeat(4)}v2.txt`;
    const field = pickerField({ userOptions: { kind: 'file', accept: [] } });
    const { container } = render(<PickerHarness field={field} />);
    await user().upload(fileInput(container), new File(['x'], long, { type: 'text/plain' }));
    const remove = await screen.findByRole('button', { name: `Remove ${long}` });
    const row = remove.closest('[role="listitem"]') as HTMLElement;
    const title = within(row).getByText(long).closest('span')!;
    expect(title).toHaveClass('elicit-picker__title');
    expect(title).toHaveAttribute('title', long);
    const mark = within(row).getByText('(added)');
    expect(title.contains(mark)).toBe(false);
    expect(precedes(title, mark)).toBe(true);
    await waitFor(() => expect(row).toHaveTextContent(`${long} (added)`));
  });
});
