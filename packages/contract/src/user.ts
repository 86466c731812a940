import * as v from 'valibot';
import { ProfileFields } from './account.ts';
import { TimeZoneText } from './passport.ts';
import { text } from './request-fields.ts';

/** User info of SPEC §3, as `GET /user/current` returns it. */
export const UserInfo = v.object({
  id: v.union([v.number(), v.string()]),
  nick_name: v.string(),
  email: v.string(),
  created_at: v.string(),
  company_user: v.nullable(
    v.object({
      id: v.union([v.number(), v.string()]),
      show_name: v.string(),
      share_type: v.number(),
      company_user_id: v.union([v.number(), v.string()]),
    }),
  ),
  org_user: v.nullable(v.object({ user_type: v.number() })),
  time_zone: v.nullable(v.string()),
  /** The avatar's address, null without one (the menu shows it); older servers leave it out. */
  avatar: v.optional(v.nullable(v.string())),
  /** Whether the user owns an organisation (the menu offers its sub-accounts); older servers leave it out. */
  org_owner: v.optional(v.boolean()),
  /** An operator of the service centre, an assistant teacher: the menu links their screens; older servers leave them out. */
  operator: v.optional(v.boolean()),
  assistant: v.optional(v.boolean()),
});
export type UserInfo = v.InferOutput<typeof UserInfo>;

/** Longest nick name. */
export const NICK_NAME_MAX_LENGTH = 50;
/** A nick name as a request sends it. */
export const NickNameText = text('nick_name', { max: NICK_NAME_MAX_LENGTH });

/**
 * Profile update (`PUT /user/current`): the fields of the user info and the profile (SPEC §3) a user may
 * change; absent fields stay as they are, a null time zone goes back to the browser's.
 */
export const UpdateCurrentUserBody = v.object({
  nick_name: v.optional(v.pipe(NickNameText, v.trim(), v.minLength(1, 'nick_name must not be empty'))),
  time_zone: v.optional(v.nullable(TimeZoneText)),
  ...ProfileFields,
});
export type UpdateCurrentUserBody = v.InferInput<typeof UpdateCurrentUserBody>;
