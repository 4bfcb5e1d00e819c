/**
 * A person's name for a resource's type (docs/behaviour.md §5.1): "Excel spreadsheet" rather than
 * "application/vnd.ms-excel". Pure and React-free: it returns a format ("Excel") and a noun ("spreadsheet"),
 * and the catalogue's `pickerFileType` words them, so every locale can order and translate them.
 * Looked up by MIME type, then by file extension, then by the MIME type's top-level category; else "File".
 */
// The shapes the catalogue words (`pickerFileType`) are declared with it, so the catalogue imports nothing from the picker.
import type { FileNoun, FriendlyType } from '../../messages/picker.ts';

type Entry = readonly [format: string | undefined, noun?: FileNoun];

const WORD: Entry = ['Word', 'document'];
const EXCEL: Entry = ['Excel', 'spreadsheet'];
const POWERPOINT: Entry = ['PowerPoint', 'presentation'];
const TEXT: Entry = [undefined, 'text'];
const JPEG: Entry = ['JPEG', 'image'];
const GZIP: Entry = ['GZIP', 'archive'];

/** Common MIME types (lower case, parameters stripped). */
const BY_MIME: Readonly<Record<string, Entry>> = {
  'application/pdf': ['PDF'],
  'application/msword': WORD,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': WORD,
  'application/vnd.ms-excel': EXCEL,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': EXCEL,
  'application/vnd.ms-powerpoint': POWERPOINT,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': POWERPOINT,
  'application/rtf': ['RTF', 'document'],
  'application/json': ['JSON', 'file'],
  'application/xml': ['XML', 'file'],
  'application/zip': ['ZIP', 'archive'],
  'application/gzip': GZIP,
  'application/x-gzip': GZIP,
  'application/x-tar': ['TAR', 'archive'],
  'application/x-7z-compressed': ['7z', 'archive'],
  'application/vnd.rar': ['RAR', 'archive'],
  'text/plain': TEXT,
  'text/csv': ['CSV', 'file'],
  'text/markdown': ['Markdown', 'file'],
  'text/html': ['HTML', 'file'],
  'text/xml': ['XML', 'file'],
  'image/png': ['PNG', 'image'],
  'image/jpeg': JPEG,
  'image/gif': ['GIF', 'image'],
  'image/webp': ['WebP', 'image'],
  'image/svg+xml': ['SVG', 'image'],
  'image/heic': ['HEIC', 'image'],
  'audio/mpeg': ['MP3', 'audio'],
  'audio/wav': ['WAV', 'audio'],
  'video/mp4': ['MP4', 'video'],
  'video/quicktime': ['QuickTime', 'video'],
};

/** Common extensions (lower case, no dot). */
const BY_EXTENSION: Readonly<Record<string, Entry>> = {
  pdf: ['PDF'], doc: WORD, docx: WORD, xls: EXCEL, xlsx: EXCEL, ppt: POWERPOINT, pptx: POWERPOINT,
  rtf: ['RTF', 'document'], txt: TEXT, log: ['Log', 'file'], md: ['Markdown', 'file'], csv: ['CSV', 'file'],
  json: ['JSON', 'file'], xml: ['XML', 'file'], html: ['HTML', 'file'], htm: ['HTML', 'file'],
  zip: ['ZIP', 'archive'], gz: GZIP, tgz: GZIP, tar: ['TAR', 'archive'], '7z': ['7z', 'archive'], rar: ['RAR', 'archive'],
  png: ['PNG', 'image'], jpg: JPEG, jpeg: JPEG, gif: ['GIF', 'image'], webp: ['WebP', 'image'], svg: ['SVG', 'image'],
  heic: ['HEIC', 'image'], mp3: ['MP3', 'audio'], wav: ['WAV', 'audio'], mp4: ['MP4', 'video'], mov: ['QuickTime', 'video'],
};

/** Nouns for a MIME type whose subtype we don't know ("image/x-tga" is still an image). */
const BY_CATEGORY: Readonly<Record<string, FileNoun>> = { image: 'image', audio: 'audio', video: 'video' };

/** A MIME type that says nothing about the content: look at the extension instead. */
const UNINFORMATIVE = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** `report.final.PDF` → `pdf`; undefined without one (`README`, `.env`) or when it doesn't look like one. */
export function extensionOf(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return undefined;
  const extension = base.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,5}$/.test(extension) ? extension : undefined;
}

/** An own entry of a table: a server's "constructor/x" or a file "a.toString" must not reach Object.prototype. */
function lookup<T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

function fromEntry([format, noun]: Entry): FriendlyType {
  const type: FriendlyType = { kind: noun === 'image' ? 'image' : 'file' };
  if (format !== undefined) type.format = format;
  if (noun !== undefined) type.noun = noun;
  return type;
}

/**
 * @example friendlyType('application/vnd.ms-excel', 'budget.xls') // { kind: 'file', format: 'Excel', noun: 'spreadsheet' }
 * @example friendlyType(undefined, 'notes.XYZ') // { kind: 'file', format: 'XYZ', noun: 'file' }
 * @example friendlyType(undefined, 'site', true) // { kind: 'folder' }
 */
export function friendlyType(mimeType: string | undefined, name: string, folder = false): FriendlyType {
  const mime = (mimeType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (folder || mime === 'inode/directory') return { kind: 'folder' };
  const byMime = UNINFORMATIVE.has(mime) ? undefined : lookup(BY_MIME, mime);
  if (byMime) return fromEntry(byMime);
  const extension = extensionOf(name);
  const byExtension = lookup(BY_EXTENSION, extension);
  if (byExtension) return fromEntry(byExtension);
  const category = lookup(BY_CATEGORY, mime.split('/')[0]);
  if (category) return { kind: category === 'image' ? 'image' : 'file', noun: category };
  if (extension !== undefined) return { kind: 'file', format: extension.toUpperCase(), noun: 'file' };
  return { kind: 'file' };
}
