import { randomUUID } from 'node:crypto';
import { AUDIT_PAGE_SIZE, type Endpoints, type WalletAdjustment } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointContext, EndpointHandlers } from '../../http/endpoint-routes.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { couponRedemptions, disableCoupon, listCoupons } from '../../operator/coupons.service.ts';
import {
  adjustWallet,
  createCoupon,
  findOperatedUser,
  type UserRef,
  walletOverview,
} from '../../operator/operator.service.ts';
import {
  endPersonSessions,
  operatorActions,
  personDetail,
  searchPeople,
} from '../../operator/people.service.ts';

/** The user a request names: by `email`, else by `user_id` (the contract lets through exactly one). */
const userRef = (named: { email?: string | undefined; user_id?: number | undefined }): UserRef =>
  named.email !== undefined ? { email: named.email } : { id: named.user_id as number };

/** What a credit and a deduction read of their request: the same body, the operator, the headers. */
type AdjustmentContext = Pick<EndpointContext<Endpoints['creditWallet']>, 'user' | 'body' | 'request'>;

/**
 * The operator endpoints (role 'operator', checked before these run): the same functions as the
 * operator CLI. Without an Idempotency-Key header every credit or deduction is a new one.
 */
export function operatorHandlers(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): Pick<
  EndpointHandlers,
  | 'operatorSelf'
  | 'operatorWallet'
  | 'creditWallet'
  | 'deductWallet'
  | 'createCoupon'
  | 'searchPeople'
  | 'person'
  | 'endPersonSessions'
  | 'operatorActions'
  | 'operatorCoupons'
  | 'disableCoupon'
  | 'couponRedemptions'
> {
  const adjust =
    (direction: 'credit' | 'deduction') =>
    async ({ user, body, request }: AdjustmentContext): Promise<WalletAdjustment> =>
      (
        await adjustWallet(db, direction, {
          user: userRef(body),
          amountMinor: body.amount_minor,
          operatorId: user.id,
          note: body.note,
          idempotencyKey: idempotencyKeyOf(request) ?? randomUUID(),
        })
      ).adjustment;
  return {
    operatorSelf: async ({ user }) => findOperatedUser(db, { id: user.id }),
    operatorWallet: async ({ query }) => walletOverview(db, userRef(query), { bills: query.size }),
    creditWallet: adjust('credit'),
    deductWallet: adjust('deduction'),
    createCoupon: async ({ user, body }) =>
      createCoupon(
        db,
        {
          code: body.code,
          discountType: body.discount_type,
          discountValue: body.discount_value,
          minAmountYuan: body.min_amount_yuan ?? 0,
          perUserLimit: body.per_user_limit ?? 1,
          newUsersOnly: body.new_users_only ?? false,
          startsAt: body.starts_at === undefined ? null : new Date(body.starts_at),
          endsAt: body.ends_at === undefined ? null : new Date(body.ends_at),
          courseId: body.course_id === undefined ? null : String(body.course_id),
        },
        user.id,
      ),
    searchPeople: async ({ query }) => searchPeople(db, query.q),
    person: async ({ params }) => personDetail(db, params.user_id, now()),
    endPersonSessions: async ({ user, params, body }) =>
      endPersonSessions(db, { userId: params.user_id, operatorId: user.id, reason: body.reason, now: now() }),
    operatorActions: async ({ query }) =>
      operatorActions(db, {
        userId: query.user_id,
        beforeId: query.before_id,
        size: query.size ?? AUDIT_PAGE_SIZE,
      }),
    operatorCoupons: async () => listCoupons(db, now()),
    disableCoupon: async ({ user, params, body }) =>
      disableCoupon(db, { id: params.id, operatorId: user.id, reason: body.reason, now: now() }),
    couponRedemptions: async ({ params }) => couponRedemptions(db, params.id, now()),
  };
}
