import type { ReactNode } from 'react';
import { SettingsContext, useLayeredSettings, type ElicitationSettingsValue } from './settings.ts';

/**
 * Props of `<ElicitationSettings>`.
 * @example const props: ElicitationSettingsProps = { value: { profile: 'web' }, children: <ElicitationDialog queue={queue} /> };
 */
export interface ElicitationSettingsProps {
  /** The settings; what it leaves `undefined` comes from an enclosing `<ElicitationSettings>`, if any. */
  value: ElicitationSettingsValue;
  children?: ReactNode;
}

/**
 * Gives every form, dialog, relay card and URL consent view inside it the same settings. Optional: without it each
 * view takes its defaults, and a lone `<ElicitationForm>` takes its props as ever. Nested, the inner one's settings
 * win; on a view, its own prop of the same name wins over both.
 * @example
 * <ElicitationSettings value={{ profile: 'web', messages: fr, server: (info) => ({ name: info?.title ?? 'MCP' }) }}>
 *   <ElicitationDialog queue={queue} />
 * </ElicitationSettings>
 */
export function ElicitationSettings({ value, children }: ElicitationSettingsProps) {
  const settings = useLayeredSettings(value);
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

