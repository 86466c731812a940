import { api } from '../../api.ts';

export type SettingsAnswer = Awaited<ReturnType<typeof api.accountSettings>>;

export interface SettingsData {
  settings: SettingsAnswer;
  /** Which kinds of notification are also mailed (notifications/email-preferences.tsx). */
  notificationPreferences: Awaited<ReturnType<typeof api.notificationPreferences>>;
}

/** user/setting: the account's language, time zone and email preferences. */
export async function settingsLoader(): Promise<SettingsData> {
  const [settings, notificationPreferences] = await Promise.all([
    api.accountSettings({}),
    api.notificationPreferences({}),
  ]);
  return { settings, notificationPreferences };
}
