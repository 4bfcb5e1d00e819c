import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddedResource, PickerValue } from '../../../src/model.ts';
import type { UserFileItem } from '../types.ts';
import { PickerHarness, options, pickerField } from '../../../test-support/pickerHarness.tsx';
import { FolderIcon } from '../../icons/index.tsx';
import { cardImage } from '../../../test-support/cardImage.ts';
import { sentence } from '../../../test-support/sentence.ts';

const user = () => userEvent.setup({ applyAccept: false });

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('explicit multi picker', () => {
  it('selects and deselects options; only the selected are sent, in option order', async () => {
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    const { container } = render(<PickerHarness field={pickerField()} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Files' });
    expect(container.querySelector('[data-selection]')).toHaveAttribute('data-selection', 'explicit');
    await user().click(within(group).getByRole('checkbox', { name: 'c.png' }));
    await user().click(within(group).getByRole('checkbox', { name: 'a.png' }));
    expect(onChange).toHaveBeenLastCalledWith({ selected: ['file:///a.png', 'file:///c.png'], added: [] }, [
      'file:///a.png',
      'file:///c.png',
    ]);
    await user().click(within(group).getByRole('checkbox', { name: 'a.png' }));
    expect(onChange).toHaveBeenLastCalledWith({ selected: ['file:///c.png'], added: [] }, ['file:///c.png']);
    expect(within(group).getByRole('checkbox', { name: 'c.png' })).toBeChecked();
  });

  it('has no add control without userOptions', () => {
    const { container } = render(<PickerHarness field={pickerField()} />);
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    expect(container.querySelector('input[type="file"]')).toBeNull();
  });

  it('shows title (else name), description, a friendly type and human size, tied to the control', () => {
    const field = pickerField({
      options: [
        { uri: 'file:///q3.pdf', name: 'q3.pdf', label: 'Q3 report', description: 'Final numbers', mimeType: 'application/pdf', size: 1_234_567 },
        { uri: 'file:///notes.txt', name: 'notes.txt', label: 'notes.txt' },
        { uri: 'file:///budget', name: 'budget', label: 'Budget', mimeType: 'application/vnd.ms-excel', size: 880_000 },
      ],
    });
    render(<PickerHarness field={field} />);
    // docs/behaviour.md §5.1: "PDF", not "application/pdf"; a no-break space keeps "1.2 MB" together.
    expect(screen.getByRole('checkbox', { name: 'Q3 report' })).toHaveAccessibleDescription('Final numbers PDF · 1.2\u00a0MB');
    expect(screen.getByRole('checkbox', { name: 'notes.txt' })).toHaveAccessibleDescription('Text file');
    expect(screen.getByRole('checkbox', { name: 'Budget' })).toHaveAccessibleDescription('Excel spreadsheet · 880\u00a0kB');
  });

  it('leads each row with a kind icon and keeps the whole title for pointer users', () => {
    const field = pickerField({
      options: [
        { uri: 'file:///q3.pdf', name: 'q3.pdf', label: 'A very long quarterly report title that will not fit on one line', mimeType: 'application/pdf' },
        { uri: 'file:///shot.PNG', name: 'shot.PNG', label: 'Screenshot' },
      ],
    });
    const { container } = render(<PickerHarness field={field} />);
    const long = 'A very long quarterly report title that will not fit on one line';
    expect(screen.getByText(long).closest('label')).toHaveAttribute('title', long);
    expect(screen.getByRole('checkbox', { name: long })).toBeInTheDocument();
    const icons = [...container.querySelectorAll('.elicit-picker__icon svg')];
    expect(icons).toHaveLength(2);
    expect(icons.every((icon) => icon.getAttribute('aria-hidden') === 'true')).toBe(true);
    // A file icon, then an image icon (the PNG): different drawings.
    expect(icons[0]?.innerHTML).not.toBe(icons[1]?.innerHTML);
    expect(screen.getByText('PNG image')).toBeInTheDocument();
  });

  it('shows minItems/maxItems and counts selected plus added items', async () => {
    const field = pickerField({ minItems: 1, maxItems: 3, userOptions: { kind: 'file', accept: [] } });
    const { container } = render(<PickerHarness field={field} />);
    const group = screen.getByRole('group', { name: 'Files' });
    expect(group).toHaveAccessibleDescription('Choose 1 to 3 · 0 chosen');
    await user().click(screen.getByRole('checkbox', { name: 'b.png' }));
    await user().upload(fileInput(container), new File(['x'], 'mine.txt', { type: 'text/plain' }));
    await waitFor(() => expect(group).toHaveAccessibleDescription('Choose 1 to 3 · 2 chosen'));
    expect(screen.getByText('Choose 1 to 3 · 2 chosen').closest('p')).not.toHaveAttribute('data-over');
    await user().click(screen.getByRole('checkbox', { name: 'a.png' }));
    await user().click(screen.getByRole('checkbox', { name: 'c.png' }));
    expect(screen.getByText('Choose 1 to 3 · 4 chosen').closest('p')).toHaveAttribute('data-over');
  });

  it('ties the error message to the group when invalid', () => {
    render(<PickerHarness field={pickerField({ minItems: 2 })} invalid error="Choose at least 2 items" />);
    // docs/behaviour.md §7.6: the error is said by each option (focus lands on the first after a refused Submit), the group keeps
    // its rule and count.
    expect(screen.getByRole('group', { name: 'Files' })).toHaveAccessibleDescription('Choose at least 2 · 0 chosen');
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(/Choose at least 2 items$/);
    }
  });

  it('disables every control when the form is disabled', () => {
    render(<PickerHarness field={pickerField({ userOptions: { kind: 'file', accept: [] } })} disabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add files…' })).toBeDisabled();
  });
});

describe('single picker', () => {
  it('is a radio group that yields one URI; an optional one can be cleared', async () => {
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    render(<PickerHarness field={pickerField({ multiple: false })} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Files' });
    await user().click(within(group).getByRole('radio', { name: 'b.png' }));
    await user().click(within(group).getByRole('radio', { name: 'c.png' }));
    expect(onChange).toHaveBeenLastCalledWith({ selected: ['file:///c.png'], added: [] }, ['file:///c.png']);
    await user().click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenLastCalledWith({ selected: [], added: [] }, []);
  });

  it('arrow keys move the choice like a native radio group', async () => {
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    render(<PickerHarness field={pickerField({ multiple: false, required: true })} onChange={onChange} />);
    await user().click(screen.getByRole('radio', { name: 'a.png' }));
    await user().keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'b.png' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith({ selected: ['file:///b.png'], added: [] }, ['file:///b.png']);
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  });

  it('with userOptions, an added file replaces the chosen option (one value)', async () => {
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    const field = pickerField({ multiple: false, userOptions: { kind: 'file', accept: [] } });
    const { container } = render(<PickerHarness field={field} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Add a file…' })).toBeInTheDocument();
    expect(fileInput(container)).not.toHaveAttribute('multiple');
    await user().click(screen.getByRole('radio', { name: 'a.png' }));
    await user().upload(fileInput(container), new File(['x'], 'my plan.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        { selected: [], added: [{ uri: 'file:///my%20plan.pdf', name: 'my plan.pdf', mimeType: 'application/pdf', size: 1 }] },
        ['file:///my%20plan.pdf'],
      ),
    );
    expect(screen.getByRole('radio', { name: 'a.png' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove my plan.pdf' })).toBeInTheDocument();
  });
});

describe('single picker drops', () => {
  it('takes only the first of several dropped files and says so', async () => {
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    const field = pickerField({ multiple: false, userOptions: { kind: 'file', accept: [] } });
    const { container } = render(<PickerHarness field={field} onChange={onChange} />);
    const files = [new File(['1'], 'first.pdf'), new File(['2'], 'second.pdf')];
    fireEvent.drop(container.querySelector('[data-selection]')!, { dataTransfer: { files, items: [] } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.anything(), ['file:///first.pdf']));
    expect(screen.getByRole('status')).toHaveTextContent('Only one item can be chosen here; the first one was used');
  });
});

describe('implicit picker', () => {
  const implicit = pickerField({ selection: 'implicit', userOptions: { kind: 'file', accept: [] }, options: options('a.txt', 'b.txt', 'c.txt') });
  const all = { selected: implicit.options.map((option) => option.uri), added: [] };

  it('lists every option with a Remove button; everything left is sent', async () => {
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    const { container } = render(<PickerHarness field={implicit} initial={all} onChange={onChange} />);
    expect(container.querySelector('[data-selection]')).toHaveAttribute('data-selection', 'implicit');
    const list = screen.getByRole('list', { name: 'Files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Remove b.txt' }));
    expect(onChange).toHaveBeenLastCalledWith({ selected: ['file:///a.txt', 'file:///c.txt'], added: [] }, [
      'file:///a.txt',
      'file:///c.txt',
    ]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Removed b.txt');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove c.txt' })).toHaveFocus());
  });

  it('offers removed options back, in option order, with focus on the restored row', async () => {
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    render(<PickerHarness field={implicit} initial={all} onChange={onChange} />);
    await user().click(screen.getByRole('button', { name: 'Remove a.txt' }));
    const removedList = screen.getByRole('list', { name: 'Removed' });
    expect(within(removedList).getAllByRole('listitem')).toHaveLength(1);
    await user().click(screen.getByRole('button', { name: 'Add back a.txt' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), ['file:///a.txt', 'file:///b.txt', 'file:///c.txt']);
    expect(screen.queryByRole('list', { name: 'Removed' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove a.txt' })).toHaveFocus());
  });

  it('adds the user files after the options and removes them again', async () => {
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    const { container } = render(<PickerHarness field={implicit} initial={all} onChange={onChange} />);
    await user().upload(fileInput(container), [new File(['1'], 'z.md'), new File(['22'], 'y.md')]);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.anything(), [
        'file:///a.txt',
        'file:///b.txt',
        'file:///c.txt',
        'file:///z.md',
        'file:///y.md',
      ]),
    );
    await user().click(screen.getByRole('button', { name: 'Remove a.txt' }));
    await user().click(screen.getByRole('button', { name: 'Remove z.md' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), ['file:///b.txt', 'file:///c.txt', 'file:///y.md']);
  });

  it('says so when the list is empty, and focus lands on the add button', async () => {
    render(<PickerHarness field={implicit} initial={{ selected: ['file:///a.txt'], added: [] }} />);
    await user().click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(screen.getByText('Nothing in the list. Add items to send them.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add files…' })).toHaveFocus());
  });
});

describe('adding user files', () => {
  const withAccept = pickerField({ userOptions: { kind: 'file', accept: ['.stl', 'image/*'] } });

  it('opens a native file input with accept and multiple', async () => {
    const { container } = render(<PickerHarness field={withAccept} />);
    const input = fileInput(container);
    expect(input).toHaveAttribute('accept', '.stl,image/*');
    expect(input).toHaveAttribute('multiple');
    expect(input).not.toHaveAttribute('webkitdirectory');
    const click = vi.spyOn(input, 'click');
    await user().click(screen.getByRole('button', { name: 'Add files…' }));
    expect(click).toHaveBeenCalled();
  });

  it('refuses files that do not match accept, naming the file and the accepted types', async () => {
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    const { container } = render(<PickerHarness field={withAccept} onChange={onChange} />);
    await user().upload(fileInput(container), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File(['x'], 'BRACKET.STL'),
    ]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.anything(), ['file:///BRACKET.STL']));
    expect(screen.getByRole('status')).toHaveTextContent("notes.txt can't be added: only .stl, image/* are accepted");
    // Shown as a warning (alert icon, warning class), not as a grey hint; the icon is not read.
    const warning = screen.getByText(sentence("notes.txt can't be added: only .stl, image/* are accepted")).closest('p')!;
    expect(warning).toHaveClass('elicit-picker__warning');
    expect(warning.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The added row: its type from the extension, its size with a no-break space; × icon button, same name.
    expect(screen.getByText('STL file · 1 B').textContent).toBe('STL file · 1\u00a0B');
    const remove = screen.getByRole('button', { name: 'Remove BRACKET.STL' });
    expect(remove.textContent).toBe('');
    expect(remove.querySelector('svg')).not.toBeNull();
  });

  it('accepts drops onto the picker, with the same refusals', async () => {
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    const { container } = render(<PickerHarness field={withAccept} onChange={onChange} />);
    const picker = container.querySelector('[data-selection]') as HTMLElement;
    const files = [new File(['x'], 'photo.PNG', { type: 'image/png' }), new File(['x'], 'a.doc', { type: 'application/msword' })];
    fireEvent.dragOver(picker, { dataTransfer: { files, items: [], dropEffect: 'none' } });
    expect(picker).toHaveAttribute('data-dragging');
    fireEvent.drop(picker, { dataTransfer: { files, items: [] } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.anything(), ['file:///photo.PNG']));
    expect(screen.getByRole('status')).toHaveTextContent("a.doc can't be added");
    expect(picker).not.toHaveAttribute('data-dragging');
  });

  it('shows a pending state while the host resolves the file, then the item', async () => {
    const pending = deferred<AddedResource>();
    const resolveUserResource = vi.fn((_item: UserFileItem) => pending.promise);
    const { container } = render(<PickerHarness field={withAccept} host={{ resolveUserResource }} />);
    await user().upload(fileInput(container), new File(['x'], 'report.stl'));
    const busy = screen.getByRole('listitem', { busy: true });
    expect(busy).toHaveTextContent('Adding report.stl…');
    expect(screen.getByRole('status')).toHaveTextContent('Adding report.stl…');
    expect(resolveUserResource.mock.calls[0]?.[0]).toMatchObject({ relativePath: 'report.stl', kind: 'file' });
    await act(async () => {
      pending.resolve({ uri: 'https://uploads.example.com/r/1', name: 'report.stl', size: 1 });
      await pending.promise;
    });
    expect(screen.queryByRole('listitem', { busy: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove report.stl' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Added report.stl');
  });

  it('shows an error state when the host callback rejects, which the user can dismiss', async () => {
    const resolveUserResource = vi.fn(() => Promise.reject(new Error('quota exceeded')));
    const onChange = vi.fn();
    const { container } = render(<PickerHarness field={withAccept} host={{ resolveUserResource }} onChange={onChange} />);
    await user().upload(fileInput(container), new File(['x'], 'big.stl'));
    const message = await screen.findByText(sentence("Couldn't add big.stl: quota exceeded", '.elicit-picker__error-text'));
    // A per-item error: the row is flagged (red border in picker.css) and leads with an alert icon.
    const row = message.closest('[role="listitem"]');
    expect(row).toHaveAttribute('data-status', 'error');
    expect(row?.querySelector('.elicit-picker__alert')).toHaveAttribute('aria-hidden', 'true');
    expect(onChange).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'Dismiss big.stl' }));
    expect(screen.queryByText(/Couldn't add big.stl/, { selector: '.elicit-picker__error-text' })).not.toBeInTheDocument();
  });

  it('refuses a host result whose URI does not pass the uri format', async () => {
    const resolveUserResource = vi.fn(() => Promise.resolve({ uri: 'file:///my file.stl', name: 'my file.stl' }));
    const onChange = vi.fn();
    const { container } = render(<PickerHarness field={withAccept} host={{ resolveUserResource }} onChange={onChange} />);
    await user().upload(fileInput(container), new File(['x'], 'my file.stl'));
    await screen.findByText(sentence("Couldn't add my file.stl: the host did not give it a valid address", '.elicit-picker__error-text'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('never adds a duplicate, and keeps the chosen order when the host answers out of order', async () => {
    const first = deferred<AddedResource>();
    const resolveUserResource = vi.fn((item: UserFileItem) =>
      item.file.name === 'one.stl' ? first.promise : Promise.resolve({ uri: 'file:///two.stl', name: 'two.stl' }),
    );
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    const { container } = render(<PickerHarness field={withAccept} host={{ resolveUserResource }} onChange={onChange} />);
    await user().upload(fileInput(container), [new File(['1'], 'one.stl'), new File(['2'], 'two.stl')]);
    await act(async () => {
      first.resolve({ uri: 'file:///one.stl', name: 'one.stl' });
      await first.promise;
    });
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), ['file:///one.stl', 'file:///two.stl']);
    const calls = onChange.mock.calls.length;
    await user().upload(fileInput(container), new File(['1'], 'one.stl'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('one.stl is already in the list'));
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  it('a file whose URI is an offered option selects that option instead', async () => {
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    const { container } = render(<PickerHarness field={withAccept} onChange={onChange} />);
    await user().upload(fileInput(container), new File(['x'], 'b.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ selected: ['file:///b.png'], added: [] }, ['file:///b.png']));
    expect(screen.getByRole('checkbox', { name: 'b.png' })).toBeChecked();
  });

  it('adds a chosen folder once, named after the folder', async () => {
    const field = pickerField({ selection: 'implicit', userOptions: { kind: 'directory', accept: [] } });
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    const { container } = render(<PickerHarness field={field} onChange={onChange} />);
    const input = fileInput(container);
    expect(screen.getByRole('button', { name: 'Add folder…' })).toBeInTheDocument();
    expect(input).toHaveAttribute('webkitdirectory');
    const inFolder = (path: string) => {
      const file = new File(['x'], path.split('/').pop() ?? path);
      Object.defineProperty(file, 'webkitRelativePath', { value: path });
      return file;
    };
    await user().upload(input, [inFolder('Site Plans/a.dwg'), inFolder('Site Plans/sub/b.dwg')]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.anything(), ['file:///Site%20Plans']));
    expect(screen.getByRole('button', { name: 'Remove Site Plans' })).toBeInTheDocument();
    // Typed "Folder", with the folder icon (not the file one the other rows have).
    const row = screen.getByText('Site Plans', { exact: false, selector: '.elicit-picker__title bdi' }).closest('[role="listitem"]');
    expect(row).toHaveTextContent('Folder');
    const folderIcon = render(<FolderIcon size={18} />).container.innerHTML;
    expect(row?.querySelector('.elicit-picker__icon')?.innerHTML).toBe(folderIcon);
  });
});

describe('previews', () => {
  it('offers "Preview <label>" for options with a preview target and calls the host', async () => {
    const target = { type: 'mcp_app_tool', name: 'show_part', arguments: { id: 7 } };
    const field = pickerField({
      options: [{ uri: 'cad://parts/7', name: 'part-7', label: 'M6 hex bolt', previewTarget: target }, ...options('plain.stl')],
    });
    const onPreview = vi.fn();
    render(<PickerHarness field={field} host={{ onPreview }} />);
    await user().click(screen.getByRole('button', { name: 'Preview M6 hex bolt' }));
    expect(onPreview).toHaveBeenCalledWith(target, field.options[0]);
    expect(screen.queryByRole('button', { name: 'Preview plain.stl' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'M6 hex bolt' })).not.toBeChecked();
  });
});

describe('thumbnails', () => {
  it('renders every option as an image card when any has a thumbnail; unsafe sources get the fallback', async () => {
    const field = pickerField({
      hasThumbnails: true,
      options: [
        { uri: 'file:///a.png', name: 'a.png', label: 'Alpha', thumbnail: { src: 'https://example.com/a.png' } },
        { uri: 'file:///b.png', name: 'b.png', label: 'Beta', thumbnail: { src: 'http://example.com/b.png' } },
        { uri: 'file:///c.png', name: 'c.png', label: 'Gamma' },
      ],
    });
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    render(<PickerHarness field={field} onChange={onChange} />);
    expect(cardImage('Alpha')).toHaveAttribute('src', 'https://example.com/a.png');
    expect(cardImage('Beta').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(cardImage('Gamma').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await user().click(screen.getByRole('checkbox', { name: 'Beta' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), ['file:///b.png']);
  });
});

describe('profiles (applied by the core to the field node)', () => {
  it('web-app: an implicit picker arrives as explicit without userOptions — checkboxes, no add control', () => {
    // What normalizeSchema makes of `selection: "implicit"` + userOptions under the web-app profile (docs/behaviour.md §6).
    const field = pickerField({ selection: 'explicit', userOptions: undefined });
    const { container } = render(<PickerHarness field={field} />);
    expect(container.querySelector('[data-selection]')).toHaveAttribute('data-selection', 'explicit');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });
});

describe('many options', () => {
  it('virtualises a 2,000-option grid: few cards mounted, toggling still reports the right URI', async () => {
    const many = Array.from({ length: 2000 }, (_, index) => ({
      uri: `file:///img-${index}.png`,
      name: `img-${index}.png`,
      label: `Image ${index}`,
      thumbnail: { src: `https://example.com/${index}.png` },
    }));
    const onChange = vi.fn<(value: PickerValue, uris: string[]) => void>();
    render(<PickerHarness field={pickerField({ options: many, hasThumbnails: true })} onChange={onChange} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.length).toBeLessThan(100);
    await user().click(screen.getByRole('checkbox', { name: 'Image 1' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), ['file:///img-1.png']);
  });
});
