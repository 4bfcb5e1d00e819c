/**
 * The one part of react-hook-form the kit uses, behind a module of its own so that loading it on demand
 * (`control.ts`, docs/behaviour.md §14.1) fetches only that part: a dynamic `import('react-hook-form')` would keep all of it.
 */
export { createFormControl } from 'react-hook-form';
