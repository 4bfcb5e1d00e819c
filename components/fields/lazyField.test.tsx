import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { normalizeSchema } from '../../src/index.ts';
import type { FieldNode } from '../../src/model.ts';
import { defaultMessages } from '../messages.ts';
import { fieldIds } from '../form/ids.ts';
import { lazyField } from './lazyField.tsx';
import { preloadFields } from './preload.ts';
import type { FieldProps } from './types.ts';

const model = normalizeSchema({ type: 'object', properties: { city: { type: 'string', title: 'City' } } })!;
const field = model.fields[0] as FieldNode;
const props: FieldProps = {
  field, ids: fieldIds('t', 'city'), value: 'Paris', onValueChange: () => {}, onBlur: () => {}, invalid: false,
  disabled: false, messages: defaultMessages, host: {}, requestSubmit: () => {},
};

function Widget(widgetProps: FieldProps) {
  return <input aria-label={widgetProps.field.label} value={typeof widgetProps.value === 'string' ? widgetProps.value : ''} readOnly />;
}

/** A loader the test resolves by hand, so the loading moment can be observed. */
function deferredLoader() {
  let resolve: (component: typeof Widget) => void = () => {};
  const load = vi.fn(() => new Promise<typeof Widget>((done) => { resolve = done; }));
  return { load, resolve: (component: typeof Widget) => resolve(component) };
}

describe('lazyField (widgets loaded on demand, docs/behaviour.md §14.1)', () => {
  it('shows the field label, marked busy, while the code loads, then the widget with its value', async () => {
    const { load, resolve } = deferredLoader();
    const Lazy = lazyField(load);
    render(<Lazy {...props} />);
    expect(screen.getByText('City')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('textbox')).toBeNull();
    resolve(Widget);
    expect(await screen.findByRole('textbox', { name: 'City' })).toHaveValue('Paris');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, with no placeholder, once preloaded (a warm session)', async () => {
    const { load, resolve } = deferredLoader();
    const Lazy = lazyField(load);
    const loading = Lazy.preload();
    resolve(Widget);
    await loading;
    render(<Lazy {...props} />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Paris');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloadFields starts only the lazy components the form uses, once', () => {
    const { load } = deferredLoader();
    const Lazy = lazyField(load);
    preloadFields(model, { text: Lazy });
    preloadFields(model, { text: Lazy });
    expect(load).toHaveBeenCalledTimes(1);
    const other = deferredLoader();
    preloadFields(model, { number: lazyField(other.load) });
    expect(other.load).not.toHaveBeenCalled();
  });
});
