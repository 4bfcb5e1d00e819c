/** Each Vitest project runs the components on the React it promises (docs/behaviour.md §8.6): 19 in `unit`, 18.3 in `unit-react18`. */
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { render, screen } from '@testing-library/react';
import { expect, inject, it } from 'vitest';
import { ElicitationForm } from './ElicitationForm/ElicitationForm.tsx';

declare module 'vitest' {
  export interface ProvidedContext {
    reactMajor: 18 | 19;
  }
}

it('runs on the React version of its project, with one copy shared by react-dom and the kit', () => {
  const major = inject('reactMajor');
  expect(version.split('.')[0]).toBe(String(major));
  expect(domVersion).toBe(version);
  // The kit's hooks work only when they share the renderer's React copy (else: "Invalid hook call").
  render(<ElicitationForm message="Who?" requestedSchema={{ type: 'object', properties: { name: { type: 'string' } } }} defaultContent={{ name: 'Ada' }} onResult={() => {}} />);
  expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('Ada');
});
