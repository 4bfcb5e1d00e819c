import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import type { PickerValue, ResourceOption } from './model.ts';
import { formatFileSize } from './fileSize.ts';
import {
  acceptAttribute,
  addResource,
  defaultUserResource,
  fileUri,
  isAbsoluteUri,
  matchesAccept,
  pickerCount,
  pickerUris,
  relativePathOf,
  toggleOption,
} from './resources.ts';

// ajv-formats' `uri` check is what the SDK validators run on the server side: every URI we make must pass it.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv());
const passesUriFormat = ajv.compile({ type: 'string', format: 'uri' });

describe('matchesAccept (HTML accept tokens, docs/behaviour.md §5)', () => {
  it.each([
    [{ name: 'bracket.stl', type: '' }, ['.stl'], true],
    [{ name: 'BRACKET.STL', type: 'model/stl' }, ['.stl'], true],
    [{ name: 'bracket.step', type: '' }, ['.stl'], false],
    [{ name: 'stl', type: '' }, ['.stl'], false],
    [{ name: 'photo.png', type: 'image/png' }, ['image/png'], true],
    [{ name: 'photo.png', type: 'IMAGE/PNG' }, ['image/png'], true],
    [{ name: 'photo.jpg', type: 'image/jpeg' }, ['image/png'], false],
    [{ name: 'photo.jpg', type: 'image/jpeg' }, ['image/*'], true],
    [{ name: 'photo.jpg', type: 'image/jpeg' }, ['IMAGE/*'], true],
    [{ name: 'notes.txt', type: 'text/plain' }, ['image/*'], false],
    [{ name: 'notes.txt', type: 'text/plain;charset=utf-8' }, ['text/plain'], true],
    [{ name: 'unknown', type: '' }, ['image/*'], false],
    [{ name: 'part.step', type: '' }, ['.stl', ' .STEP '], true],
    [{ name: 'anything.bin', type: '' }, [], true],
    [{ name: 'anything.bin', type: '' }, ['  '], true],
  ])('%o against %o -> %s', (file, accept, expected) => {
    expect(matchesAccept(file, accept)).toBe(expected);
  });

  it('builds the native accept attribute from the tokens', () => {
    expect(acceptAttribute(['.stl', ' image/* '])).toBe('.stl,image/*');
    expect(acceptAttribute([])).toBeUndefined();
  });
});

describe('fileUri / defaultUserResource (docs/behaviour.md §5 default callback)', () => {
  it.each([
    ['report.pdf', 'file:///report.pdf'],
    ['Q3 report final.pdf', 'file:///Q3%20report%20final.pdf'],
    ['résumé.pdf', 'file:///r%C3%A9sum%C3%A9.pdf'],
    ['日本語/ファイル.txt', 'file:///%E6%97%A5%E6%9C%AC%E8%AA%9E/%E3%83%95%E3%82%A1%E3%82%A4%E3%83%AB.txt'],
    ['models/parts/hex bolt #2?.stl', 'file:///models/parts/hex%20bolt%20%232%3F.stl'],
    ['100% done [v2].txt', 'file:///100%25%20done%20%5Bv2%5D.txt'],
    ['emoji 📎.txt', 'file:///emoji%20%F0%9F%93%8E.txt'],
    ['/leading/slash.txt', 'file:///leading/slash.txt'],
    ['windows\\style\\path.txt', 'file:///windows/style/path.txt'],
  ])('%s -> %s, which passes the uri format', (path, expected) => {
    const uri = fileUri(path);
    expect(uri).toBe(expected);
    expect(isAbsoluteUri(uri)).toBe(true);
    expect(passesUriFormat(uri)).toBe(true);
  });

  it('every relative path of any code points (lone surrogates too) becomes a URI that passes the uri format', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', minLength: 1 }), { minLength: 1, maxLength: 4 }), (segments) => {
        const uri = fileUri(segments.join('/'));
        return isAbsoluteUri(uri) && passesUriFormat(uri) === true;
      }),
      { numRuns: 500 },
    );
  });

  it('a file keeps its name, type and size; the URI comes from the relative path', async () => {
    const file = { name: 'hex bolt.stl', type: 'model/stl', size: 2048 };
    await expect(defaultUserResource({ file, relativePath: 'parts/hex bolt.stl' })).resolves.toEqual({
      uri: 'file:///parts/hex%20bolt.stl',
      name: 'hex bolt.stl',
      mimeType: 'model/stl',
      size: 2048,
    });
    await expect(defaultUserResource({ file: { name: 'x', type: '', size: 0 }, relativePath: 'x' })).resolves.toEqual({
      uri: 'file:///x',
      name: 'x',
      size: 0,
    });
  });

  it('a folder becomes one resource named after the folder', async () => {
    const inside = { name: 'a.txt', type: 'text/plain', size: 5 };
    await expect(defaultUserResource({ file: inside, relativePath: 'My Project', kind: 'directory' })).resolves.toEqual({
      uri: 'file:///My%20Project',
      name: 'My Project',
    });
  });

  it('uses webkitRelativePath when a folder was chosen, else the name', () => {
    expect(relativePathOf({ name: 'a.txt', type: '', size: 1, webkitRelativePath: 'docs/a.txt' })).toBe('docs/a.txt');
    expect(relativePathOf({ name: 'a.txt', type: '', size: 1, webkitRelativePath: '' })).toBe('a.txt');
    expect(relativePathOf({ name: 'a.txt', type: '', size: 1 })).toBe('a.txt');
  });
});

describe('isAbsoluteUri (what a host callback must return)', () => {
  it.each([
    ['file:///a.txt', true],
    ['https://example.com/a?b=c#d', true],
    ['cad://parts/hex-bolt', true],
    ['urn:isbn:0451450523', true],
    ['file:///a b.txt', false],
    ['file:///résumé.pdf', false],
    ['relative/path.txt', false],
    ['/absolute/path.txt', false],
    ['file:///100%.txt', false],
    ['', false],
    ['1http://x', false],
  ])('%s -> %s', (uri, expected) => {
    expect(isAbsoluteUri(uri)).toBe(expected);
  });
});

const options: ResourceOption[] = ['a', 'b', 'c'].map((name) => ({ uri: `file:///${name}.txt`, name, label: name }));

describe('picker value rules (docs/behaviour.md §5: counting, order, no duplicates)', () => {
  it('toggles keep selected options in option order', () => {
    let value: PickerValue = { selected: [], added: [] };
    value = toggleOption(options, value, 'file:///c.txt');
    value = toggleOption(options, value, 'file:///a.txt');
    expect(value.selected).toEqual(['file:///a.txt', 'file:///c.txt']);
    value = toggleOption(options, value, 'file:///a.txt');
    expect(value.selected).toEqual(['file:///c.txt']);
  });

  it('lists selected options first, then added items in added order, and counts both', () => {
    const value = {
      selected: ['file:///c.txt', 'file:///a.txt'],
      added: [
        { uri: 'file:///z.txt', name: 'z.txt' },
        { uri: 'file:///y.txt', name: 'y.txt' },
      ],
    };
    expect(pickerUris(options, value)).toEqual(['file:///a.txt', 'file:///c.txt', 'file:///z.txt', 'file:///y.txt']);
    expect(pickerCount(value)).toBe(4);
  });

  it('never adds a duplicate; a file whose URI is an option selects that option', () => {
    const start = { selected: ['file:///b.txt'], added: [{ uri: 'file:///z.txt', name: 'z.txt' }] };
    expect(addResource(options, start, { uri: 'file:///z.txt', name: 'z.txt' }, true)).toEqual({ status: 'duplicate', value: start });
    expect(addResource(options, start, { uri: 'file:///b.txt', name: 'b' }, true)).toEqual({ status: 'duplicate', value: start });
    expect(addResource(options, start, { uri: 'file:///a.txt', name: 'a' }, true)).toEqual({
      status: 'selected-option',
      value: { selected: ['file:///a.txt', 'file:///b.txt'], added: start.added },
    });
    const added = addResource(options, start, { uri: 'file:///y.txt', name: 'y.txt' }, true);
    expect(added.status).toBe('added');
    expect(added.value.added.map((item) => item.uri)).toEqual(['file:///z.txt', 'file:///y.txt']);
  });

  it('a single picker holds one value: an added item replaces the choice', () => {
    const start = { selected: ['file:///a.txt'], added: [] };
    expect(addResource(options, start, { uri: 'file:///new.txt', name: 'new.txt' }, false).value).toEqual({
      selected: [],
      added: [{ uri: 'file:///new.txt', name: 'new.txt' }],
    });
    expect(addResource(options, start, { uri: 'file:///c.txt', name: 'c' }, false).value).toEqual({
      selected: ['file:///c.txt'],
      added: [],
    });
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1200, '1.2 kB'],
    [1_000_000, '1 MB'],
    [1_234_567, '1.2 MB'],
    [999_999, '1 MB'],
    [45_600_000, '46 MB'],
    [3_210_000_000, '3.2 GB'],
  ])('%d -> %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
