/** Wire formats (docs/behaviour.md §3) and date-time conversion round trips; every format value we accept passes the oracles. */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { isDate, isDateTime, isEmail, isSafeImageSource, isUri, localDateTimeToRfc3339, rfc3339ToLocalDateTime } from './index.ts';
import { sdkAccepts } from '../test-support/oracles.ts';

const schemas = new Map<string, object>();
/** One schema object per format, so the oracle compiles it once. */
const formatSchema = (format: string): object => {
  const schema = schemas.get(format) ?? { type: 'object', properties: { v: { type: 'string', format } } };
  schemas.set(format, schema);
  return schema;
};

describe('formats', () => {
  it.each([
    ['email', isEmail, ['a@b.co', 'first.last+tag@sub.example.org', "o'neil@x.io"], ['a@b', "o'@x.io", 'a@@b.co', 'é@b.co', 'a@b.c', '.a@b.co', 'a..b@c.co', 'a b@c.co', '']],
    ['uri', isUri, ['https://example.com/x?y=1#z', 'file:///home/u/my%20file%C3%A9.png', 'urn:isbn:0451450523', 'mailto:a@b.co'], ['relative/path', 'file:///my file.png', 'file:///é.png', 'https://x/%zz', '://x', '']],
    ['date', isDate, ['2026-11-29', '2024-02-29', '2000-02-29'], ['2026-02-29', '1900-02-29', '2026-13-01', '2026-1-01', '26-01-01', '2026-11-29T00:00:00Z']],
    ['date-time', isDateTime, ['2026-11-29T14:05:00+01:00', '2026-11-29T14:05:00Z', '2026-11-29T14:05:00.123-05:30'], ['2026-11-29T14:05', '2026-11-29T14:05Z', '2026-11-29 14:05:00Z', '2026-11-29T24:00:00Z', '2026-11-29T14:05:00', '2026-11-29T14:05:00+0100', '2026-02-30T00:00:00Z', '2026-11-29t14:05:00z']],
  ] as const)('%s', (format, check, valid, invalid) => {
    for (const value of valid) {
      expect(check(value), value).toBe(true);
      expect(sdkAccepts(formatSchema(format), { v: value }), `oracle on ${value}`).toBe(true);
    }
    for (const value of invalid) expect(check(value), value).toBe(false);
  });

  it('anything we accept as a uri or email, ajv-based servers accept too (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.emailAddress()), (value) => {
      if (isUri(value)) expect(sdkAccepts(formatSchema('uri'), { v: value })).toBe(true);
      if (isEmail(value)) expect(sdkAccepts(formatSchema('email'), { v: value })).toBe(true);
    }), { numRuns: 500 });
  });

  it('only https and base64 data images are safe thumbnail sources', () => {
    expect(['https://x.test/a.png', 'data:image/png;base64,iVBORw0KGgo='].every(isSafeImageSource)).toBe(true);
    expect(['http://x.test/a.png', 'javascript:alert(1)', 'file:///a.png', 'data:text/html;base64,PHA+', 'data:image/svg+xml,<svg/>', 42].some(isSafeImageSource)).toBe(false);
  });
});

describe('date-time conversion', () => {
  const previous = process.env.TZ;
  afterEach(() => { process.env.TZ = previous; });

  it.each([
    ['Europe/Paris', '2026-11-29T14:05', '2026-11-29T14:05:00+01:00'],
    ['Europe/Paris', '2026-07-01T14:05:09', '2026-07-01T14:05:09+02:00'],
    ['America/New_York', '2026-11-29T23:59', '2026-11-29T23:59:00-05:00'],
    ['Asia/Kolkata', '2026-01-01T00:00', '2026-01-01T00:00:00+05:30'],
    ['UTC', '2026-01-01T00:00', '2026-01-01T00:00:00+00:00'],
  ])('%s: %s → %s', (zone, local, wire) => {
    process.env.TZ = zone;
    expect(localDateTimeToRfc3339(local)).toBe(wire);
    expect(isDateTime(wire)).toBe(true);
  });

  it('shows a default in any offset in local time', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(rfc3339ToLocalDateTime('2026-11-29T14:05:00-08:00')).toBe('2026-11-30T07:05:00');
    expect(rfc3339ToLocalDateTime('2026-11-29T14:05')).toBeUndefined();
  });

  it('refuses text that is not a local date-time', () => {
    for (const text of ['', '2026-11-29', '2026-02-30T10:00', '2026-11-29T25:00', 'soon']) expect(localDateTimeToRfc3339(text), text).toBeUndefined();
  });

  it('round trips: local → RFC 3339 → local gives the same wall time and (unless DST repeats it) the same instant', () => {
    for (const zone of ['Europe/Paris', 'America/Los_Angeles', 'Australia/Lord_Howe', 'UTC']) {
      process.env.TZ = zone;
      fc.assert(fc.property(fc.date({ min: new Date('1970-01-02T00:00:00Z'), max: new Date('2999-12-30T00:00:00Z'), noInvalidDate: true }), (date) => {
        const wire = new Date(Math.floor(date.getTime() / 1000) * 1000);
        const local = rfc3339ToLocalDateTime(wire.toISOString().replace(/\.\d+Z$/, 'Z'));
        expect(local).toBeDefined();
        const back = localDateTimeToRfc3339(local as string);
        expect(back).toBeDefined();
        expect(rfc3339ToLocalDateTime(back as string)).toBe(local);
        // A wall time that a DST fall-back repeats maps to one of its two instants (at most an hour apart).
        expect(Math.abs(Date.parse(back as string) - wire.getTime())).toBeLessThanOrEqual(3_600_000);
      }), { numRuns: 300 });
    }
  });

  it('keeps the instant outside DST repeats', () => {
    process.env.TZ = 'Europe/Paris';
    expect(localDateTimeToRfc3339(rfc3339ToLocalDateTime('2026-10-25T00:30:00Z') as string)).toBe('2026-10-25T02:30:00+02:00');
    expect(localDateTimeToRfc3339(rfc3339ToLocalDateTime('2026-03-29T12:00:00Z') as string)).toBe('2026-03-29T14:00:00+02:00');
  });
});
