/**
 * `<elicitation-form>` from React JSX, as README "`<elicitation-form>`" says and `jsx.ts` types it:
 * React 19 sets `request` as a property and `onelicitation-result` as the listener of the element's result event;
 * React 18.3 sets attributes only, so there the host sets the property and the listener through a `ref`.
 */
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, version } from 'react';
import { expect, it, vi } from 'vitest';
import type { ElicitResult } from '../../src/model.ts';
import { type ElicitationFormElement } from './index.ts';

const request = { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } };
const react19 = Number(version.split('.')[0]) >= 19;

async function submit(element: ElicitationFormElement) {
  await waitFor(() => expect(element.shadowRoot?.querySelector('input')).toBeTruthy());
  await userEvent.type(element.shadowRoot!.querySelector('input')!, 'Ada');
  await userEvent.click(element.shadowRoot!.querySelector('button[type="submit"]')!);
}

it('takes its attributes from JSX on every React, and on React 19 its request property and result listener too', async () => {
  const onResult = vi.fn<(result: ElicitResult) => void>();
  const { container } = render(
    <elicitation-form request={request} profile="web" theme="dark" onelicitation-result={(event) => onResult(event.detail)} />,
  );
  const element = container.querySelector('elicitation-form')!;
  expect(element.profile).toBe('web');
  expect(element.theme).toBe('dark');
  if (!react19) {
    // React 18.3 turns the object into an attribute string and drops the listener: the element shows no form.
    expect(element.request).toBeUndefined();
    return;
  }
  expect(element.request).toBe(request);
  await submit(element);
  await waitFor(() => expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { name: 'Ada' } }));
});

it('takes its request and listener through a ref on React 18.3 and 19 alike', async () => {
  const onResult = vi.fn<(result: ElicitResult) => void>();
  function Page() {
    const ref = useRef<ElicitationFormElement>(null);
    useEffect(() => {
      const element = ref.current!;
      element.request = request;
      const listener = (event: CustomEvent<ElicitResult>) => onResult(event.detail);
      element.addEventListener('elicitation-result', listener);
      return () => element.removeEventListener('elicitation-result', listener);
    }, []);
    return <elicitation-form ref={ref} profile="desktop" />;
  }
  const { container } = render(<Page />);
  await submit(container.querySelector('elicitation-form')!);
  await waitFor(() => expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { name: 'Ada' } }));
});
