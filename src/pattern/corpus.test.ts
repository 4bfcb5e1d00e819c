/**
 * Patterns real servers send (docs/behaviour.md §8.4): every one is supported (matched by the linear VM, or natively when a
 * bound proves that cheap; never refused as `unsafe-pattern`) and agrees with `new RegExp(p, "u").test(v)` on matching and non-matching samples.
 */
import { describe, expect, it } from 'vitest';
import { checkSupport } from '../support.ts';
import { classifyPattern, testPattern } from './index.ts';

// [pattern, inputs that match, inputs that don't]
const CORPUS: [string, string[], string[]][] = [
  ['^[A-Z]{3}$', ['EUR', 'USD'], ['eur', 'EURO', 'E1R']],
  ['^\\d{5}(-\\d{4})?$', ['12345', '12345-6789'], ['1234', '12345-678', '123456']],
  ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', ['ada@example.com'], ['ada@example', 'a da@example.com', '@example.com']],
  ['^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$', ['ada.lovelace+x@math.example.org'], ['ada@example.c', 'ada@@example.com']],
  ['^[\\w.+-]+@\\w+(\\.\\w+)+$', ['a.b@c.de'], ['a@b', 'a b@c.de']],
  ["^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$", ['x@y', 'first.last@sub.example.com'], ['x@-y', 'x@y-', 'x y@z']],
  ['^\\S+@\\S+\\.\\S+$', ['a@b.c'], ['a@b', 'a @b.c']],
  ['^(?!.*\\.\\.)[a-z0-9.]+@[a-z0-9.]+$', ['a.b@c.d'], ['a..b@c.d']],
  ['^[a-z0-9]+(?:-[a-z0-9]+)*$', ['my-post-42'], ['My-post', 'my--post', '-post', 'post-']],
  ['^[a-z][a-z0-9_-]{2,31}$', ['ada_99'], ['Ada', 'ab', '9abc']],
  ['^[a-zA-Z0-9_]{3,16}$', ['user_1'], ['us', 'user name']],
  ['^@?[A-Za-z0-9_]{1,15}$', ['@ada', 'ada'], ['@ada-l', '']],
  ['^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$',
    ['1.2.3', '1.0.0-alpha.1+build.5'], ['1.2', '01.2.3', '1.2.3-']],
  ['^v?\\d+\\.\\d+\\.\\d+$', ['v1.2.3', '10.0.1'], ['1.2', 'v1.2.x']],
  ['^[A-Z]{2}$', ['FR', 'US'], ['fr', 'FRA']],
  ['^[a-z]{2}(-[A-Z]{2})?$', ['en', 'en-GB'], ['EN', 'en-gb']],
  ['^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$', ['GB82WEST12345698765432'], ['GB82', 'gb82west12345698765432']],
  ['^\\+?[1-9]\\d{1,14}$', ['+14155552671', '442071838750'], ['+0123', '+1-415']],
  ['^\\(?\\d{3}\\)?[-.\\s]?\\d{3}[-.\\s]?\\d{4}$', ['(415) 555-2671', '415.555.2671'], ['415-555-267', 'abc-def-ghij']],
  ['^\\+?\\d{1,3}[\\s-]?\\(?\\d{1,4}\\)?[\\s-]?\\d{1,4}[\\s-]?\\d{1,9}$', ['+44 20 7183 8750'], ['phone']],
  ['^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', ['123e4567-e89b-12d3-a456-426614174000'], ['123e4567e89b12d3a456426614174000']],
  ['^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$', ['123e4567-e89b-42d3-a456-426614174000'], ['123e4567-e89b-62d3-a456-426614174000']],
  ['^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$', ['#fff', '#00FF7f'], ['fff', '#ffff', '#ggg']],
  ['^#(?:[0-9a-fA-F]{3,4}){1,2}$', ['#abcd', '#aabbccdd'], ['#ab', '#abcde']],
  ['^\\d{4}-\\d{2}-\\d{2}$', ['2026-11-30'], ['2026-1-30', '30/11/2026']],
  ['^(19|20)\\d\\d-(0[1-9]|1[012])-(0[1-9]|[12][0-9]|3[01])$', ['2026-11-30'], ['2026-13-01', '1899-01-01']],
  ['^(0[1-9]|[12][0-9]|3[01])/(0[1-9]|1[0-2])/\\d{4}$', ['30/11/2026'], ['31/13/2026']],
  ['^([01]\\d|2[0-3]):[0-5]\\d$', ['23:59', '00:00'], ['24:00', '9:30']],
  ['^\\d{2}:\\d{2}(:\\d{2})?$', ['12:30', '12:30:15'], ['12:3']],
  ['^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', ['SW1A 1AA', 'M1 1AE'], ['SW1A', '12345']],
  ['^\\d{5}$', ['75001'], ['7500', 'ABCDE']],
  ['^[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d$', ['K1A 0B1'], ['D1A 0B1']],
  ['^\\d{4} ?[A-Z]{2}$', ['1234 AB'], ['1234 ab']],
  ['^\\d{3}-\\d{2}-\\d{4}$', ['123-45-6789'], ['123456789']],
  ['^\\d{13,19}$', ['4111111111111111'], ['4111 1111']],
  ['^(?:4\\d{12}(?:\\d{3})?|5[1-5]\\d{14})$', ['4111111111111111', '5500000000000004'], ['6011000000000004']],
  ['^\\d{3,4}$', ['123', '1234'], ['12', '12345']],
  ['^\\d+$', ['42'], ['4.2', '']],
  ['^-?\\d+(\\.\\d+)?$', ['-3.14', '7'], ['3.', '.5']],
  ['^\\d+(\\.\\d{1,2})?$', ['19.99', '20'], ['19.999']],
  ['^https?://[^\\s/$.?#].[^\\s]*$', ['https://example.com/a?b'], ['ftp://example.com', 'https:// x']],
  ['^https://', ['https://example.com'], ['http://example.com']],
  ['^(https?|ftp)://[^\\s/$.?#].[^\\s]*$', ['ftp://files.example.com'], ['mailto:a@b.c']],
  ['^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$', ['192.168.0.1'], ['192.168.0', '1.2.3.4.5']],
  ['^((25[0-5]|(2[0-4]|1\\d|[1-9]|)\\d)\\.?\\b){4}$', ['192.168.0.1'], ['256.1.1.1']],
  ['^([0-9A-Fa-f]{2}[:-]){5}([0-9A-Fa-f]{2})$', ['00:1A:2b:3C:4d:5E'], ['00:1A:2b:3C:4d']],
  ['^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{8,}$', ['Passw0rd!'], ['password', 'Passw0rd']],
  ['^(?=.*\\d)(?=.*[A-Z]).{8,64}$', ['Abcdefg1'], ['abcdefg1']],
  ['^[^<>]*$', ['plain text'], ['<script>']],
  ['^[\\p{L}\\p{M}\' .-]+$', ['Zoë O\'Brien-Łukasz'], ['R2D2']],
  ['^\\p{Lu}', ['Éclair'], ['éclair']],
  ['^[\\p{L}\\p{N}_]+$', ['東京_2026'], ['東京 2026']],
  ['^\\S(.*\\S)?$', ['trimmed text', 'x'], [' padded', 'padded ']],
  ['\\S', ['  x '], ['   ']],
  ['^.{1,100}$', ['short'], ['']],
  ['^[\\s\\S]{0,280}$', ['tweet\nwith newline'], ['x'.repeat(281)]],
  ['^[A-Z0-9]{6}$', ['ABC123'], ['ABC12']],
  ['^[A-Z]{3}-\\d{4}$', ['ABC-1234'], ['AB-1234']],
  ['^PROJ-\\d+$', ['PROJ-42'], ['proj-42']],
  ['^[a-z0-9-]+\\.[a-z]{2,}$', ['example.com'], ['example']],
  ['^([a-z0-9]+(-[a-z0-9]+)*\\.)+[a-z]{2,}$', ['sub.example.co'], ['-sub.example.co']],
  ['^[a-zA-Z]+( [a-zA-Z]+)*$', ['Ada Lovelace'], ['Ada  Lovelace', 'Ada ']],
  ['^\\$?\\d{1,3}(,\\d{3})*(\\.\\d{2})?$', ['$1,234.56', '999'], ['1,23']],
  ['^[0-9]{4}\\s?[0-9]{4}\\s?[0-9]{4}\\s?[0-9]{4}$', ['4111 1111 1111 1111'], ['4111-1111-1111-1111']],
  ['^(yes|no)$', ['yes'], ['maybe']],
  ['^[YN]$', ['Y'], ['y']],
  ['\\bTODO\\b', ['a TODO here'], ['TODOS']],
  ['^[\\w-]+(\\.[\\w-]+)*$', ['file-name.tar.gz'], ['.hidden']],
  ['^[^\\\\/:*?"<>|]+$', ['report 2026.pdf'], ['a/b', 'c:d']],
  ['^[a-f0-9]{40}$', ['060e8c7b1234567890abcdef1234567890abcdef'], ['060e8c7']],
  ['^sk-[A-Za-z0-9]{20,}$', ['sk-abcdefghijklmnopqrstuv'], ['sk-short']],
  ['^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$', ['DEUTDEFF', 'DEUTDEFF500'], ['DEUT']],
];

describe('real-world pattern corpus', () => {
  it('has at least 50 patterns', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(CORPUS)('%s is supported and agrees with the native engine', (pattern, matching, failing) => {
    expect(['linear', 'native-linear']).toContain(classifyPattern(pattern));
    expect(checkSupport({ type: 'object', properties: { a: { type: 'string', pattern } } })).toEqual({ supported: true });
    for (const value of matching) expect({ value, result: testPattern(pattern, value) }).toEqual({ value, result: true });
    for (const value of failing) expect({ value, result: testPattern(pattern, value) }).toEqual({ value, result: false });
    for (const value of [...matching, ...failing]) expect(testPattern(pattern, value)).toBe(new RegExp(pattern, 'u').test(value));
  });
});
