/** Enumerations of SPEC §3. */
export const GENDER = { secret: 0, male: 1, female: 2 } as const;
export const AGE_RANGES = ['6-18', '18-30', '30-50', '50+'] as const;
export const JOBS = ['student', 'staff', 'boss', 'freelancer', 'other'] as const;
export const PURPOSES = ['interest', 'career', 'exam', 'study', 'travel', 'social', 'other'] as const;
export const CHINESE_GRADES = ['zero', 'beginner', 'intermediate', 'advanced'] as const;
export const HSK_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** Bill types of SPEC §3: each bill is a ledger transfer of that kind seen from the user's wallet. */
export const BILL_TYPE = {
  /** An online top-up through a payment gateway. */
  recharge: 1,
  buyCourses: 2,
  /** The service centre credits a payment received offline. */
  serviceCentreRecharge: 3,
  /** An operator's correction. */
  deduction: 4,
  orderCancelRefund: 5,
  rechargeGift: 6,
  /** Filled by the promotion programme. */
  reward: 7,
} as const;
export type BillType = (typeof BILL_TYPE)[keyof typeof BILL_TYPE];
export const ORDER_STATUS = { awaitingPayment: 0, paid: 1, cancelled: 4 } as const;
export const GROUP_CLASS_STATUS = { notStarted: 0, started: 1, finished: 2 } as const;
export const CLASSROOM_ROLE = { teacher: 1, student: 2, assistant: 3 } as const;
export const ROOM_TYPE = { oneOnOne: 0, bigClass: 2, smallClass: 4 } as const;
export const WEB_RTC_TYPES = ['room', 'agora'] as const;

/** The three kinds of course a learner can buy (SPEC §1). */
export const COURSE_KINDS = ['live', 'group', 'video'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];

/**
 * org_user.user_type values (SPEC §6 names the teacher role but not its value; these are ours).
 * Teachers see the teaching centre where learners see their member centre.
 */
export const ORG_USER_TYPE = { learner: 1, teacher: 2 } as const;
