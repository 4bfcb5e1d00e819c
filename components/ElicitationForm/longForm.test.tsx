/**
 * Long forms mark their field stack so the stylesheet can let the browser skip the fields far from view (docs/behaviour.md §14.3,
 * `content-visibility` in styles/fields.css); what that does in Chromium is in e2e/long-form.spec.ts.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manyFieldsSchema } from '../../src/fixtures/manyFields.ts';
import { ElicitationForm, LONG_FORM_FIELDS } from './ElicitationForm.tsx';

const fieldStack = (count: number, unstyled = false) => {
  const { container } = render(
    <ElicitationForm message="Form" requestedSchema={manyFieldsSchema(count)} onResult={() => {}} unstyled={unstyled} />,
  );
  return container.querySelector('[part="fields"]')!;
};

describe('long forms', () => {
  it(`marks the field stack data-long from ${LONG_FORM_FIELDS} fields on, not below`, () => {
    expect(LONG_FORM_FIELDS).toBe(50);
    expect(fieldStack(49).hasAttribute('data-long')).toBe(false);
    expect(fieldStack(50).getAttribute('data-long')).toBe('');
    expect(fieldStack(300).querySelectorAll('[data-kind]')).toHaveLength(300);
  });

  it('marks it in the unstyled form too, where only a host stylesheet can use it', () => {
    expect(fieldStack(60, true).getAttribute('data-long')).toBe('');
  });
});
