import { api } from '../../api.ts';

export type SettingsAnswer = Awaited<ReturnType<typeof api.accountSettings>>;

export interface SettingsData {
  settings: SettingsAnswer;
}

/** user/setting: the account's language, time zone and email preferences. */
export async function settingsLoader(): Promise<SettingsData> {
  return { settings: await api.accountSettings({}) };
}
