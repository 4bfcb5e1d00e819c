export { ElicitationForm, type ElicitationFormProps } from './ElicitationForm.tsx';
export type { ServerIdentity } from './types.ts';
