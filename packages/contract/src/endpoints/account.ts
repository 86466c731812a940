import { AccountSettings, DeleteAccountBody, Profile, UpdateAccountSettingsBody } from '../account.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import { EmptyResponse } from '../passport.ts';
import { UpdateCurrentUserBody, UserInfo } from '../user.ts';

/** The endpoints of the user's profile and settings, and deleting the account: served by `api/src/modules/account`. */
export const accountEndpoints = {
  updateCurrentUser: {
    ...endpointPaths.updateCurrentUser,
    owner: 'caller',
    example: { body: { nick_name: 'Mei', time_zone: 'Europe/Madrid' } },
    summary: 'Change the profile of the signed-in user',
    body: UpdateCurrentUserBody,
    response: UserInfo,
    auth: true,
  },
  profile: {
    ...endpointPaths.profile,
    owner: 'caller',
    example: {},
    summary:
      "The signed-in user's whole profile (SPEC §3): names, avatar, languages, learning background and " +
      'Wechat/Skype IDs; changed with PUT /user/current, the avatar with POST /user/avatar',
    response: Profile,
    auth: true,
  },
  accountSettings: {
    ...endpointPaths.accountSettings,
    owner: 'caller',
    example: {},
    summary: "The signed-in user's site language, time zone and whether lesson reminders are emailed",
    response: AccountSettings,
    auth: true,
  },
  updateAccountSettings: {
    ...endpointPaths.updateAccountSettings,
    owner: 'caller',
    example: { body: { language: 'en', time_zone: 'Europe/Madrid', lesson_reminder_emails: true } },
    summary: 'Change the site language, the time zone or the lesson reminder emails; absent fields stay',
    body: UpdateAccountSettingsBody,
    response: AccountSettings,
    auth: true,
  },
  deleteAccount: {
    ...endpointPaths.deleteAccount,
    owner: 'caller',
    // Not the examples' password: a call with it would delete the caller.
    example: { body: { password: 'my current password' } },
    summary:
      'Delete the account, confirmed with its password: personal data, avatar, sessions and third-party ' +
      'sign-ins are erased and it can no longer sign in; orders and the ledger keep their history',
    body: DeleteAccountBody,
    response: EmptyResponse,
    auth: true,
  },
} as const satisfies EndpointTable;
