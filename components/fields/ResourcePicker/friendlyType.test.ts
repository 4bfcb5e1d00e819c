import { describe, expect, it } from 'vitest';
import { extensionOf, friendlyType } from './friendlyType.ts';
import { metaText } from './itemText.ts';
import { pickerMessages } from '../../messages/picker.ts';
import { de } from '../../locales/de.ts';
import { fr } from '../../locales/fr.ts';

const words = (mimeType: string | undefined, name: string, folder = false) => pickerMessages.pickerFileType(friendlyType(mimeType, name, folder));

describe('friendlyType ("PDF · 1.2 MB", never a raw MIME type: docs/behaviour.md §5.1)', () => {
  it('names common MIME types, ignoring case and parameters', () => {
    expect(words('application/pdf', 'q3')).toBe('PDF');
    expect(words('application/vnd.ms-excel', 'budget')).toBe('Excel spreadsheet');
    expect(words('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'x')).toBe('Word document');
    expect(words('IMAGE/PNG', 'x')).toBe('PNG image');
    expect(words('text/plain; charset=utf-8', 'x')).toBe('Text file');
    expect(friendlyType('image/jpeg', 'x').kind).toBe('image');
  });

  it('falls back to the extension for unknown or uninformative MIME types, uppercase extensions included', () => {
    expect(words('application/octet-stream', 'report.PDF')).toBe('PDF');
    expect(words(undefined, 'Photo été.JPG')).toBe('JPEG image');
    expect(words('application/x-unknown', 'budget.xlsx')).toBe('Excel spreadsheet');
    expect(words(undefined, 'archive.tar.gz')).toBe('GZIP archive');
    expect(words(undefined, 'part.stl')).toBe('STL file');
  });

  it('uses the MIME category, then "File", when nothing else is known', () => {
    expect(words('image/x-tga', 'scan')).toBe('Image');
    expect(words('model/step', 'frame')).toBe('File');
    expect(words('application/octet-stream', 'README')).toBe('File');
    expect(words(undefined, '.env')).toBe('File');
    expect(words(undefined, 'weird.name with spaces')).toBe('File');
    expect(words('constructor/x', 'toString')).toBe('File');
  });

  it('names folders, by flag or by inode/directory', () => {
    expect(words(undefined, 'site', true)).toBe('Folder');
    expect(friendlyType('inode/directory', 'site').kind).toBe('folder');
  });

  it('reads the extension from the last path segment only', () => {
    expect(extensionOf('dir.v2/notes')).toBeUndefined();
    expect(extensionOf('a/b/c.Md')).toBe('md');
    expect(extensionOf('trailing.')).toBeUndefined();
  });

  it('is worded by each catalogue', () => {
    const type = friendlyType('application/vnd.ms-excel', 'x');
    expect(de.pickerFileType(type)).toBe('Excel-Tabelle');
    expect(fr.pickerFileType(type)).toBe('Feuille de calcul Excel');
    expect(de.pickerFileType(friendlyType(undefined, 'x', true))).toBe('Ordner');
  });
});

describe('metaText', () => {
  it('joins type and size with a no-break space inside the size, in the catalogue\'s number format', () => {
    expect(metaText({ label: 'Q3', mimeType: 'application/pdf', size: 1_234_567 }, pickerMessages)).toBe('PDF · 1.2\u00a0MB');
    expect(metaText({ label: 'x.xls', size: 880_000 }, de)).toBe('Excel-Tabelle · 880\u00a0kB');
    expect(metaText({ label: 'x.png', size: 1_250_000 }, fr)).toBe('Image PNG · 1,3\u00a0Mo');
    expect(metaText({ label: 'site' }, pickerMessages, true)).toBe('Folder');
    expect(metaText({ label: 'Frame', name: 'frame' }, pickerMessages)).toBe('File');
  });
});
