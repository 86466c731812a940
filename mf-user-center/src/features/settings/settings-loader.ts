import { api } from '../../api.ts';
import { type Settled, settle } from '../page-frame/settle.ts';

export type SettingsAnswer = Awaited<ReturnType<typeof api.accountSettings>>;

export interface SettingsData {
  settings: Promise<Settled<SettingsAnswer>>;
}

/** user/setting: the account's language, time zone and email preferences. */
export function settingsLoader(): SettingsData {
  return { settings: settle(api.accountSettings({})) };
}
