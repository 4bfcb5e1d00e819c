import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../../src/model.ts';
import { ASYNC_TIMEOUT } from '../../test-support/asyncTimeout.ts';
import { createFormControl, type FieldErrors, type Resolver, type ResolverResult } from './control.ts';
import type { KeyedValues } from './keys.ts';

const unchecked = { _form: { type: 'schema', message: 'The form schema could not be checked' } };
const required = (message: string) => ({ type: 'required', message });

/** Every empty field is an error, and `_form` while `f9` says "extra" (an issue of the answer as a whole). */
const judgeNow: Resolver = (values) => {
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(values)) if (!value) errors[key] = required(`Fill in ${key}`);
  if (values.f9 === 'extra') errors._form = { type: 'additionalProperties', message: 'Not part of the form' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** A resolver whose answers the test hands back one by one, in any order. */
function judgeLater() {
  const pending: { values: KeyedValues; answer: (result: ResolverResult) => void }[] = [];
  const resolver: Resolver = (values) => new Promise((answer) => pending.push({ values, answer }));
  return { resolver, pending };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('the form control', () => {
  it('judges nothing before the first Submit; Submit judges every value and hands on the errors or the values', async () => {
    const resolver = vi.fn(judgeNow);
    const control = createFormControl({ f0: '', f1: 'start' }, resolver, unchecked);
    control.setValue('f1', '', false); // what the form does with every change before the first Submit
    await settle();
    expect(resolver).not.toHaveBeenCalled();
    expect(control.getState()).toEqual({ errors: {}, isSubmitted: false });
    const valid = vi.fn();
    const invalid = vi.fn();
    await control.submit(valid, invalid);
    expect(valid).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalledWith({ f0: required('Fill in f0'), f1: required('Fill in f1') });
    expect(control.getState()).toEqual({ errors: { f0: required('Fill in f0'), f1: required('Fill in f1') }, isSubmitted: true });
    control.setValue('f0', 'Ada', false);
    control.setValue('f1', 'Lovelace', false);
    await control.submit(valid, invalid);
    expect(valid).toHaveBeenCalledWith({ f0: 'Ada', f1: 'Lovelace' });
    expect(control.getState()).toEqual({ errors: {}, isSubmitted: true });
  });

  it('after Submit, judges again only the field that changed: other errors, the form-level one too, wait for their turn', async () => {
    const control = createFormControl({ f0: '', f1: 'Ada', f9: 'extra' }, judgeNow, unchecked);
    const heard = vi.fn();
    control.subscribe(heard);
    await control.submit(() => {}, () => {});
    expect(Object.keys(control.getState().errors)).toEqual(['f0', '_form']);
    control.setValue('f1', '', false); // no error shown on it: judged when the person leaves it
    control.setValue('f9', 'fine', false);
    control.setValue('f0', 'Grace', true);
    await vi.waitFor(() => expect(control.getState().errors.f0).toBeUndefined(), { timeout: ASYNC_TIMEOUT });
    expect(control.getState().errors).toEqual({ _form: { type: 'additionalProperties', message: 'Not part of the form' } });
    control.trigger('f1'); // left the field
    await vi.waitFor(() => expect(control.getState().errors.f1).toEqual(required('Fill in f1')), { timeout: ASYNC_TIMEOUT });
    // An outcome that doesn't change what the field shows doesn't re-render the form.
    const heardBefore = heard.mock.calls.length;
    control.trigger('f1');
    await settle();
    expect(heard).toHaveBeenCalledTimes(heardBefore);
    // The next Submit judges everything again: the form-level error is gone with its cause.
    await control.submit(() => {}, () => {});
    expect(control.getState().errors).toEqual({ f1: required('Fill in f1') });
  });

  it('never lets an older, slower answer overwrite a newer one', async () => {
    const { resolver, pending } = judgeLater();
    const control = createFormControl({ f0: '' }, resolver, unchecked);
    const submitted = control.submit(() => {}, () => {});
    pending[0]!.answer({ values: {}, errors: { f0: required('Fill in f0') } });
    await submitted;
    control.setValue('f0', 'A', true); // judged as "too short" …
    control.setValue('f0', 'Ada', true); // … and then as fine, but that answer comes first
    pending[2]!.answer({ values: { f0: 'Ada' }, errors: {} });
    await vi.waitFor(() => expect(control.getState().errors).toEqual({}), { timeout: ASYNC_TIMEOUT });
    pending[1]!.answer({ values: {}, errors: { f0: { type: 'minLength', message: 'Too short' } } });
    await settle();
    expect(control.getState().errors).toEqual({});
    // A check of the field that started before a Submit and answers after it is older than the Submit's verdict.
    control.setValue('f0', '', true);
    const again = control.submit(() => {}, () => {});
    pending[4]!.answer({ values: {}, errors: { f0: required('Fill in f0') } });
    await again;
    pending[3]!.answer({ values: { f0: '' }, errors: {} });
    await settle();
    expect(control.getState().errors).toEqual({ f0: required('Fill in f0') });
  });

  it('judges a Submit made while another is being judged only once, and sends once', async () => {
    const { resolver, pending } = judgeLater();
    const control = createFormControl({ f0: 'Ada' }, resolver, unchecked);
    const valid = vi.fn();
    const first = control.submit(valid, () => {});
    const second = control.submit(valid, () => {});
    expect(second).toBe(first);
    expect(pending).toHaveLength(1);
    pending[0]!.answer({ values: { f0: 'Ada' }, errors: {} });
    await Promise.all([first, second]);
    expect(valid).toHaveBeenCalledOnce();
    expect(valid).toHaveBeenCalledWith({ f0: 'Ada' });
  });

  it('sends nothing it could not judge, and judges again on the next Submit', async () => {
    let offline = true;
    const control = createFormControl({ f0: 'x' }, (values) => {
      if (offline) throw new Error('offline');
      return { values, errors: {} };
    }, unchecked);
    const valid = vi.fn();
    const invalid = vi.fn();
    await control.submit(valid, invalid);
    expect(valid).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalledWith(unchecked);
    expect(control.getState()).toEqual({ errors: unchecked, isSubmitted: true });
    offline = false;
    await control.submit(valid, invalid);
    expect(valid).toHaveBeenCalledWith({ f0: 'x' });
    expect(control.getState()).toEqual({ errors: {}, isSubmitted: true });
  });
});

describe('<ElicitationForm> with its control', () => {
  const schema = {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' }, age: { type: 'integer', title: 'Age', minimum: 18 } },
    required: ['name', 'age'],
  };

  it('sends one answer when Submit is pressed twice before the validator has loaded', async () => {
    vi.resetModules(); // a cold session: the first Submit waits for the validator
    const { render, within } = await import('@testing-library/react'); // the same React as the form's
    const { ElicitationForm } = await import('../ElicitationForm/ElicitationForm.tsx');
    const onResult = vi.fn<(result: ElicitResult) => void>();
    const user = userEvent.setup();
    const view = render(<ElicitationForm message="Who?" requestedSchema={schema} defaultContent={{ name: 'Ada', age: 36 }} onResult={onResult} />);
    const screen = within(view.container); // this copy of Testing Library doesn't clean up after the test itself
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await user.click(submit);
    await vi.waitFor(() => expect(onResult).toHaveBeenCalled(), { timeout: ASYNC_TIMEOUT });
    await settle();
    expect(JSON.stringify(onResult.mock.calls)).toBe(JSON.stringify([[{ action: 'accept', content: { name: 'Ada', age: 36 } }]]));
    view.unmount();
  });

  it('after a refused Submit, updates the error of the field being fixed and leaves the others until their turn', async () => {
    const { render, within } = await import('@testing-library/react'); // the same React as the form's
    const { ElicitationForm } = await import('../ElicitationForm/ElicitationForm.tsx');
    const onResult = vi.fn<(result: ElicitResult) => void>();
    const user = userEvent.setup();
    const view = render(<ElicitationForm message="Who?" requestedSchema={schema} defaultContent={{ age: 36 }} onResult={onResult} />);
    const screen = within(view.container);
    const name = screen.getByRole('textbox', { name: /Name/ });
    const age = screen.getByRole('spinbutton', { name: /Age/ });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required', {}, { timeout: ASYNC_TIMEOUT })).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(age).not.toHaveAttribute('aria-invalid');
    await user.clear(age);
    await user.type(age, '12'); // too young, but not said while the person is still typing
    expect(age).not.toHaveAttribute('aria-invalid');
    await user.type(name, 'Ada'); // leaving the age field judges it
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAccessibleDescription(/at least 18/);
    expect(screen.getByRole('status')).toHaveTextContent('1 field needs attention');
    expect(onResult).not.toHaveBeenCalled();
    view.unmount();
  });
});
