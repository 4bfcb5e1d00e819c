import { describe, expect, it } from 'vitest';
import { itemsFromDrop, itemsFromInput } from './collectItems.ts';

const file = (name: string, type = '', relativePath?: string) => {
  const made = new File(['x'], name, { type });
  if (relativePath !== undefined) Object.defineProperty(made, 'webkitRelativePath', { value: relativePath });
  return made;
};

/** A DataTransfer as a drop gives it: items that know whether they are folders. */
function dropOf(entries: { file: File; folder: boolean }[]): DataTransfer {
  const items = entries.map(({ file: dropped, folder }) => ({
    kind: 'file',
    getAsFile: () => dropped,
    webkitGetAsEntry: () => ({ isDirectory: folder, name: dropped.name }),
  }));
  return { items, files: entries.map((entry) => entry.file) } as unknown as DataTransfer;
}

describe('itemsFromInput', () => {
  it('keeps files that match accept and refuses the others by name', () => {
    const { items, refused } = itemsFromInput([file('a.stl'), file('b.txt', 'text/plain'), file('c.PNG', 'image/png')], {
      kind: 'file',
      accept: ['.stl', 'image/*'],
    });
    expect(items.map((item) => [item.relativePath, item.kind])).toEqual([['a.stl', 'file'], ['c.PNG', 'file']]);
    expect(refused).toEqual([{ name: 'b.txt', reason: 'accept' }]);
  });

  it('turns a directory chooser listing into one item per chosen folder', () => {
    const { items, refused } = itemsFromInput(
      [file('a.dwg', '', 'Site Plans/a.dwg'), file('b.dwg', '', 'Site Plans/sub/b.dwg'), file('c.txt', '', 'Other/c.txt')],
      { kind: 'directory', accept: [] },
    );
    expect(items.map((item) => [item.relativePath, item.kind])).toEqual([['Site Plans', 'directory'], ['Other', 'directory']]);
    expect(refused).toEqual([]);
  });
});

describe('itemsFromDrop', () => {
  it('a file picker takes dropped files (accept applies) and refuses dropped folders', () => {
    const transfer = dropOf([
      { file: file('part.stl'), folder: false },
      { file: file('notes.txt', 'text/plain'), folder: false },
      { file: file('Drawings'), folder: true },
    ]);
    const { items, refused } = itemsFromDrop(transfer, { kind: 'file', accept: ['.stl'] });
    expect(items.map((item) => item.relativePath)).toEqual(['part.stl']);
    expect(refused).toEqual([
      { name: 'notes.txt', reason: 'accept' },
      { name: 'Drawings', reason: 'file-only' },
    ]);
  });

  it('a folder picker takes dropped folders and refuses files', () => {
    const transfer = dropOf([
      { file: file('Drawings'), folder: true },
      { file: file('part.stl'), folder: false },
    ]);
    const { items, refused } = itemsFromDrop(transfer, { kind: 'directory', accept: [] });
    expect(items.map((item) => [item.relativePath, item.kind])).toEqual([['Drawings', 'directory']]);
    expect(refused).toEqual([{ name: 'part.stl', reason: 'folder-only' }]);
  });

  it('falls back to `files` when the drop has no items', () => {
    const transfer = { items: [], files: [file('a.stl')] } as unknown as DataTransfer;
    expect(itemsFromDrop(transfer, { kind: 'file', accept: [] }).items.map((item) => item.relativePath)).toEqual(['a.stl']);
  });
});
