import { ORG_USER_TYPE, type UserInfo } from '@hanyu/contract';
import { useSession } from '@hanyu/session';

/**
 * Who is using the user area (SPEC §6): a learner paying for themselves, a company-paid learner whose
 * company pays, or a teacher, whose home is the teaching centre and who neither buys nor is taught here.
 */
export type Role = 'learner' | 'companyLearner' | 'teacher';

export function roleOf(user: Pick<UserInfo, 'org_user' | 'company_user'> | null | undefined): Role {
  if (user?.org_user?.user_type === ORG_USER_TYPE.teacher) return 'teacher';
  if (user?.company_user) return 'companyLearner';
  return 'learner';
}

/**
 * The user area's entries, what the menu lists and my page offers, by the roles that have each: the one place
 * that decides it (the menu and my page both read it). An organisation owner's sub-accounts come on top of any
 * role (`org`, read from `org_owner`).
 */
const EVERYONE: readonly Role[] = ['learner', 'companyLearner', 'teacher'];
const LEARNERS: readonly Role[] = ['learner', 'companyLearner'];
export const ENTRY_ROLES = {
  /** My page as the area's home; a teacher's home is the teaching centre (SPEC §2 user menu). */
  myPage: LEARNERS,
  teachingCentre: ['teacher'],
  bookings: EVERYONE,
  /** The teachers one learns with, and chats to: a learner's. */
  teachers: LEARNERS,
  /** The teachers and courses saved with the site's hearts (issue 29): a learner's. */
  favourites: LEARNERS,
  /** Reviews of lessons taken and courses bought (issue 29): a learner's. */
  reviews: LEARNERS,
  courses: EVERYONE,
  materials: EVERYONE,
  orders: EVERYONE,
  bills: EVERYONE,
  spread: EVERYONE,
  promote: EVERYONE,
  linked: EVERYONE,
  /** Matching with teachers and a study plan ("Find my mentor"), my page's "My study plan": a learner's. */
  mentor: LEARNERS,
  timetable: ['teacher'],
  /** The notification centre (issue 29): what happened to one, for every role. */
  notifications: EVERYONE,
  info: EVERYONE,
  setting: EVERYONE,
  /** Paying tuition in: a learner who pays for themselves (a company pays for its learners, SPEC §6). */
  topUp: ['learner'],
  /** My page's video courses being studied and the ways to the catalogue. */
  studying: LEARNERS,
  logOut: EVERYONE,
} as const satisfies Record<string, readonly Role[]>;

export type Entry = keyof typeof ENTRY_ROLES;

export function roleHas(role: Role, entry: Entry): boolean {
  return (ENTRY_ROLES[entry] as readonly Role[]).includes(role);
}

/** The signed-in user's role. */
export function useRole(): Role {
  return useSession((state) => roleOf(state.user));
}

/** Whether the signed-in user's role has `entry`. */
export function useHas(): (entry: Entry) => boolean {
  const role = useRole();
  return (entry) => roleHas(role, entry);
}
