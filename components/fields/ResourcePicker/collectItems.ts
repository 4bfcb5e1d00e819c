/**
 * Turns what the user chose (a file input's FileList, or a drop's DataTransfer) into user items, sorting out
 * the ones the picker must refuse (docs/behaviour.md §5: accept tokens; folders vs files). No React here.
 */
import { matchesAccept, relativePathOf } from '../../../src/resources.ts';
import type { UserOptions } from '../../../src/model.ts';
import type { UserFileItem } from '../types.ts';

/** A chosen thing the picker will not add, with the reason shown to the user. */
export interface Refusal {
  name: string;
  reason: 'accept' | 'folder-only' | 'file-only';
}

export interface CollectedItems {
  items: UserFileItem[];
  refused: Refusal[];
}

function acceptFiles(files: readonly File[], userOptions: UserOptions): CollectedItems {
  const items: UserFileItem[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    if (matchesAccept(file, userOptions.accept)) items.push({ file, relativePath: relativePathOf(file), kind: 'file' });
    else refused.push({ name: file.name, reason: 'accept' });
  }
  return { items, refused };
}

/**
 * Items from a native file input. A directory chooser (`webkitdirectory`) lists every file inside the chosen
 * folder with a `webkitRelativePath` such as `project/src/a.ts`; the picker adds the folder itself, once.
 */
export function itemsFromInput(files: readonly File[], userOptions: UserOptions): CollectedItems {
  if (userOptions.kind === 'file') return acceptFiles(files, userOptions);
  const folders = new Map<string, File>();
  for (const file of files) {
    const folder = relativePathOf(file).split('/')[0] ?? file.name;
    if (!folders.has(folder)) folders.set(folder, file);
  }
  const items = [...folders].map(([folder, file]): UserFileItem => ({ file, relativePath: folder, kind: 'directory' }));
  return { items, refused: [] };
}

/**
 * Items from a drop. Chromium, Firefox and Safari expose `webkitGetAsEntry()` to tell a dropped folder from a
 * file; where it is missing (or returns null for page-made DataTransfers) the item is treated as a file.
 */
export function itemsFromDrop(transfer: DataTransfer, userOptions: UserOptions): CollectedItems {
  const dropped: { file: File; isFolder: boolean }[] = [];
  const list = Array.from(transfer.items ?? []).filter((item) => item.kind === 'file');
  if (list.length > 0) {
    for (const item of list) {
      const file = item.getAsFile();
      if (file) dropped.push({ file, isFolder: item.webkitGetAsEntry?.()?.isDirectory === true });
    }
  } else {
    for (const file of Array.from(transfer.files)) dropped.push({ file, isFolder: false });
  }
  if (userOptions.kind === 'directory') {
    return {
      items: dropped
        .filter((entry) => entry.isFolder)
        .map(({ file }): UserFileItem => ({ file, relativePath: file.name, kind: 'directory' })),
      refused: dropped.filter((entry) => !entry.isFolder).map(({ file }) => ({ name: file.name, reason: 'folder-only' })),
    };
  }
  const collected = acceptFiles(
    dropped.filter((entry) => !entry.isFolder).map((entry) => entry.file),
    userOptions,
  );
  const folders = dropped.filter((entry) => entry.isFolder).map(({ file }): Refusal => ({ name: file.name, reason: 'file-only' }));
  return { items: collected.items, refused: [...collected.refused, ...folders] };
}
