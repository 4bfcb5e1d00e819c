export { ElicitationForm, type ElicitationFormProps } from './ElicitationForm.tsx';
export { ElicitationSettings, type ElicitationSettingsProps } from './ElicitationSettings.tsx';
export type { ElicitationSettingsValue, ServerSetting } from './settings.ts';
export type { ServerIdentity } from './types.ts';
