import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { normalizeSchema } from '../../src/index.ts';
import { escapeIdPart, fieldIds } from './ids.ts';
import { fieldKey, toFormValues, toKeyedValues } from './keys.ts';
import { issuesToErrors, itemErrorsOf } from './resolver.ts';

describe('ids', () => {
  it('keeps letters and digits and escapes everything else, including - and _', () => {
    expect(escapeIdPart('email')).toBe('email');
    expect(escapeIdPart('first name')).toBe('first_20_name');
    expect(escapeIdPart('a-b_c')).toBe('a_2d_b_5f_c');
    expect(escapeIdPart('🎉')).toBe('_1f389_');
    expect(escapeIdPart('')).toBe('_');
    expect(fieldIds('f', '__proto__').control).toBe('f-_5f__5f_proto_5f__5f_-control');
  });

  it('never maps two names to the same id fragment, and fragments are valid id characters', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => a === b || escapeIdPart(a) !== escapeIdPart(b)));
    fc.assert(fc.property(fc.string(), (name) => /^[A-Za-z0-9_]+$/.test(escapeIdPart(name))));
  });
});

describe('field keys', () => {
  it('round-trips values for property names that are paths or Object.prototype members', () => {
    const schema = JSON.parse('{"type":"object","properties":{"a.b":{"type":"string"},"__proto__":{"type":"string"},"x[0]":{"type":"boolean"}}}') as unknown;
    const model = normalizeSchema(schema)!;
    const values = toFormValues(model, { [fieldKey(0)]: 'dot', [fieldKey(1)]: 'proto', [fieldKey(2)]: true });
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.keys(values)).toEqual(['a.b', '__proto__', 'x[0]']);
    expect(Object.getOwnPropertyDescriptor(values, '__proto__')?.value).toBe('proto');
    expect(toKeyedValues(model, values)).toEqual({ f0: 'dot', f1: 'proto', f2: true });
  });
});

describe('issuesToErrors', () => {
  const model = normalizeSchema({
    type: 'object',
    properties: { tags: { type: 'array', items: { type: 'string', maxLength: 3 } }, name: { type: 'string' } },
  })!;

  it('keeps the first field-level message, item messages by index, and field-less issues apart', () => {
    const errors = issuesToErrors(model, [
      { field: 'tags', index: 2, keyword: 'maxLength', message: 'Enter at most 3 characters' },
      { field: 'tags', index: 0, keyword: 'maxLength', message: 'Too long' },
      { field: 'name', keyword: 'required', message: 'This field is required' },
      { field: 'name', keyword: 'type', message: 'Enter text' },
      { keyword: 'additionalProperties', message: 'This field is not part of the form' },
    ]);
    expect(errors.f1?.message).toBe('This field is required');
    // A field with only item issues still shows a message next to it.
    expect(errors.f0?.message).toBe('Enter at most 3 characters');
    expect(itemErrorsOf(errors.f0 as never)).toEqual({ 0: 'Too long', 2: 'Enter at most 3 characters' });
    expect(itemErrorsOf(errors.f1 as never)).toBeUndefined();
    expect(errors._form?.message).toBe('This field is not part of the form');
  });

  it('lets a field-level message win over item messages', () => {
    const errors = issuesToErrors(model, [
      { field: 'tags', index: 1, keyword: 'maxLength', message: 'Item too long' },
      { field: 'tags', keyword: 'maxItems', message: 'Add at most 2 items' },
    ]);
    expect(errors.f0?.message).toBe('Add at most 2 items');
    expect(itemErrorsOf(errors.f0 as never)).toEqual({ 1: 'Item too long' });
  });
});

describe('the on-demand validator', () => {
  const schema = { type: 'object', properties: { age: { type: 'integer', minimum: 18 } }, required: ['age'] };

  it('judges a Submit that comes before the validator has loaded, once it has (nothing unchecked is sent)', async () => {
    vi.resetModules(); // a cold session: nothing loaded yet
    const { createContentResolver } = await import('./resolver.ts');
    const { loadedValidator } = await import('./validator.ts');
    const model = normalizeSchema(schema)!;
    expect(loadedValidator()).toBeUndefined();
    const resolve = createContentResolver(model);
    const early = resolve({ f0: 17 });
    expect(early).toBeInstanceOf(Promise); // not judged synchronously: it waits for the validator
    expect((await early).errors.f0?.message).toBe('Enter a number of at least 18');
    // From then on the check is synchronous again (every keystroke after the first Submit).
    const late = resolve({ f0: 18 });
    expect(late).toEqual({ values: { f0: 18 }, errors: {} });
  });

  it('is not fetched while the form renders, and is there once the form is on screen, before any Submit', async () => {
    vi.resetModules();
    const { render, waitFor } = await import('@testing-library/react');
    const { ElicitationForm } = await import('../ElicitationForm/ElicitationForm.tsx');
    const { createContentResolver } = await import('./resolver.ts');
    const { loadedValidator } = await import('./validator.ts');
    createContentResolver(normalizeSchema(schema)!); // what the form's render does: no fetch (off the mount)
    await new Promise((settle) => setTimeout(settle, 50));
    expect(loadedValidator()).toBeUndefined();
    const view = render(<ElicitationForm message="Age?" requestedSchema={schema} onResult={() => {}} />);
    await waitFor(() => expect(loadedValidator()).toBeDefined());
    view.unmount(); // this copy of Testing Library doesn't clean up after the test itself
  });

  it('refuses the answer when the validator cannot be loaded, and tries again on the next Submit', async () => {
    vi.resetModules();
    vi.doMock('../../src/validate/index.ts', () => {
      throw new Error('offline');
    });
    try {
      const { createContentResolver } = await import('./resolver.ts');
      const resolve = createContentResolver(normalizeSchema(schema)!);
      const outcome = await resolve({ f0: 30 });
      expect(outcome).toEqual({ values: {}, errors: { _form: { type: 'schema', message: 'The form schema could not be checked' } } });
      vi.doUnmock('../../src/validate/index.ts');
      expect(await resolve({ f0: 30 })).toEqual({ values: { f0: 30 }, errors: {} });
    } finally {
      vi.doUnmock('../../src/validate/index.ts');
    }
  });
});

