/** Each Vitest project runs the components on the React it promises (docs/behaviour.md §8.6): 19 in `unit`, 18.3 in `unit-react18`. */
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { expect, inject, it } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    reactMajor: 18 | 19;
  }
}

it('runs on the React version of its project, with one copy shared by react-dom and the libraries', () => {
  const major = inject('reactMajor');
  expect(version.split('.')[0]).toBe(String(major));
  expect(domVersion).toBe(version);
  // react-hook-form's hooks work only when it shares the renderer's React copy (else: "Invalid hook call").
  function Probe() {
    const form = useForm({ defaultValues: { name: 'Ada' } });
    return <input aria-label="Name" {...form.register('name')} />;
  }
  render(<Probe />);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
});
