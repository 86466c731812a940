import * as v from 'valibot';

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
});
export type UserInfo = v.InferOutput<typeof UserInfo>;
