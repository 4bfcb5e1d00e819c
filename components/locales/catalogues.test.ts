/**
 * The shipped catalogues (docs/behaviour.md §7.10): each has every key of the English one and no other, every string
 * non-empty, and every sentence keeps each value the English one shows: a count, a limit, a field's label, a server's
 * name, a host. So a translation can't drop "3" from "3 of 7 characters" or a file's name from "Couldn't add …".
 */
import { describe, expect, it } from 'vitest';
import { defaultMessages, type Messages } from '../messages.ts';
import type { ValidationMessages } from '../../src/messages.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it as italian } from './it.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { ptBR } from './pt-BR.ts';
import { zhHans } from './zh-Hans.ts';

const catalogues: Record<string, Messages> = { fr, de, es, 'pt-BR': ptBR, it: italian, ja, ko, 'zh-Hans': zhHans };

/** For each function of a catalogue, the argument lists it is called with. */
type Calls<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? K : never]: T[K] extends (...args: infer A) => unknown ? A[] : never };
type UiFunctions = Calls<Messages>;
type ValidationFunctions = Calls<ValidationMessages>;

/** The calls each function is checked with: singular, plural and zero counts, and values that can't occur by chance. */
const counts = [[0], [1], [3], [17]] as [number][];
const ranges = [[3, 7], [4, 4], [0, 9]] as [number, number][];
const optionalRanges = [[3, 7], [4, 4], [2, undefined], [undefined, 9], [1, undefined], [undefined, 1], [undefined, undefined]] as [number | undefined, number | undefined][];
const label = [['Ⓛabel']] as [string][];
const UI_CALLS: UiFunctions = {
  summaryDate: [['2026-12-06']], calendarTimeZone: [['Ⓩone']], errorsSummary: counts, missingField: [['Ⓚind']], textCharacterCount: ranges,
  numberBetween: ranges, numberAtLeast: counts, numberAtMost: counts, choiceClearFor: label, choiceCount: optionalRanges,
  suggestionsCount: counts, suggestionsChosen: [['Ⓣitle']], stringListRemove: label, stringListEntries: label,
  stringListRange: optionalRanges.filter(([min, max]) => min !== undefined || max !== undefined), stringListCount: ranges,
  stringListDuplicate: [['Ⓔntry']], stringListFull: counts, stringListEntryError: [['Ⓛabel', 'Ⓜessage']],
  stringListAdded: label, stringListRemoved: label, pickerRemove: label, pickerRestore: label, pickerRestored: label,
  pickerPreview: label, pickerAdding: [['Ⓝame']], pickerAdded: [['Ⓝame']], pickerRemoved: label,
  pickerSelectedExisting: [['Ⓝame']], pickerDuplicate: [['Ⓝame']], pickerAddFailed: [['Ⓝame', 'Ⓡeason'], ['Ⓝame', undefined]],
  pickerBadUri: [['Ⓝame']], pickerDismiss: [['Ⓝame']], pickerRefused: [['Ⓝame', ['Ⓟdf']], ['Ⓝame', ['Ⓟdf', 'Ⓟng']]],
  pickerFolderOnly: [['Ⓝame']], pickerFileOnly: [['Ⓝame']], pickerRange: optionalRanges, pickerCount: counts,
  pickerListCount: counts,
  pickerFileType: [[{ kind: 'folder' }], [{ kind: 'file' }], [{ kind: 'file', format: 'ⓅDF' }], [{ kind: 'image', format: 'ⓅNG', noun: 'image' }],
    [{ kind: 'file', noun: 'spreadsheet' }], [{ kind: 'file', format: 'Ⓔxcel', noun: 'spreadsheet' }]],
  pickerFileSize: [[0], [999], [1_250_000]],
  hostDialogTitle: [['Ⓢerver']], hostWaiting: counts, hostUnsupportedReason: [['Ⓡeason']], hostInvalidRequest: [['Ⓢerver']],
  urlWarningIdn: [['Ⓤnicode', 'Ⓐscii']], urlWarningMixedScripts: [['Ⓛabel', ['Ⓛatin', 'Ⓒyrillic'], 'Ⓗost']],
  urlWarningUserinfo: [['Ⓤser', 'Ⓗost']], urlWarningUnusualHost: [['Ⓗost']], urlWarningIpLiteral: [['Ⓗost']],
  urlWarningInsecureHttp: [['Ⓗost']], urlRefusedScheme: [['Ⓢcheme']],
  credentialWarning: (['password', 'apiKey', 'token', 'secret', 'payment'] as const).map((kind) => ['Ⓢerver', kind]),
  credentialRefused: (['password', 'apiKey', 'token', 'secret', 'payment'] as const).map((kind) => ['Ⓢerver', kind]),
};
const VALIDATION_CALLS: ValidationFunctions = {
  tooShort: counts, tooLong: counts, numberBetween: ranges, numberAtLeast: counts, numberAtMost: counts, numberAbove: counts,
  numberBelow: counts, multipleOf: [[3], [25]], chooseBetween: ranges, chooseAtLeast: counts, chooseAtMost: counts,
  listBetween: ranges, listAtLeast: counts, listAtMost: counts,
};

/** The values of `args` the English sentence shows: the translation must show each of them too. */
function shownValues(english: unknown, args: readonly unknown[]): string[] {
  const values = args.flatMap((arg): unknown[] => (Array.isArray(arg) ? (arg as unknown[]) : [arg]))
    .flatMap((arg): unknown[] => (typeof arg === 'object' && arg !== null ? Object.values(arg) : [arg]))
    .filter((arg): arg is string | number => (typeof arg === 'string' && /^[\u24b6-\u24e9]/u.test(arg)) || typeof arg === 'number')
    .map(String);
  return typeof english === 'string' ? values.filter((value) => english.includes(value)) : [];
}

function check(name: string, ours: Record<string, unknown>, english: Record<string, unknown>, calls: Record<string, unknown[][]>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!(key in ours)) problems.push(`${name}: no ${key}`);
  for (const key of Object.keys(ours)) if (!(key in english)) problems.push(`${name}: ${key} is not a key of the kit`);
  for (const [key, value] of Object.entries(english)) {
    const translated = ours[key];
    if (typeof value === 'string') {
      if (typeof translated !== 'string' || (value !== '' && translated.trim() === '')) problems.push(`${name}: ${key} is not a non-empty string`);
      continue;
    }
    if (typeof value !== 'function' || key === 'validation') continue;
    if (typeof translated !== 'function') {
      problems.push(`${name}: ${key} is not a function`);
      continue;
    }
    const argLists = calls[key];
    if (!argLists) {
      problems.push(`test: no calls for ${key}`);
      continue;
    }
    for (const args of argLists) {
      const theirs = (value as (...a: unknown[]) => unknown)(...args);
      const result = (translated as (...a: unknown[]) => unknown)(...args);
      const call = `${name}: ${key}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
      if (typeof theirs !== typeof result) problems.push(`${call} returns ${typeof result}, English ${typeof theirs}`);
      else if (typeof result === 'string' && (result === '') !== (theirs === '')) problems.push(`${call} returns "${result}", English "${String(theirs)}"`);
      for (const shown of shownValues(theirs, args)) {
        if (typeof result !== 'string' || !result.includes(shown)) problems.push(`${call} leaves out ${shown}: "${String(result)}"`);
      }
    }
  }
  return problems;
}

describe.each(Object.entries(catalogues))('the %s catalogue', (name, catalogue) => {
  it('has every key of the kit and no other, every string non-empty, every value the English sentence shows', () => {
    expect(check(name, catalogue, defaultMessages, UI_CALLS as unknown as Record<string, unknown[][]>)).toEqual([]);
    expect(check(`${name} validation`, catalogue.validation, defaultMessages.validation,
      VALIDATION_CALLS as unknown as Record<string, unknown[][]>)).toEqual([]);
  });

  it('is translated: its buttons and validation messages are not the English ones', () => {
    const english = [defaultMessages.submit, defaultMessages.cancel, defaultMessages.validation.required, defaultMessages.validation.email];
    expect([catalogue.submit, catalogue.cancel, catalogue.validation.required, catalogue.validation.email].filter((text) => english.includes(text))).toEqual([]);
  });

  it('writes sent dates in its own language', () => {
    expect(catalogue.summaryDateLocale).toBe(name);
  });
});
