import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  CouponParams,
  CouponRedemptionsResponse,
  CreateCouponBody,
  CreatedCoupon,
  OperatedUser,
  OperatorActionsQuery,
  OperatorActionsResponse,
  OperatorCoupon,
  OperatorCouponsResponse,
  OperatorReasonBody,
  OperatorWallet,
  OperatorWalletQuery,
  PeopleQuery,
  PeopleResponse,
  PersonDetail,
  PersonParams,
  SessionsEnded,
  WalletAdjustment,
  WalletAdjustmentBody,
} from '../operator.ts';

/** The endpoints of the service centre's operators: served by `api/src/modules/operator`. */
export const operatorEndpoints = {
  operatorSelf: {
    ...endpointPaths.operatorSelf,
    owner: 'caller',
    role: 'operator',
    example: {},
    summary: 'The operator signed in to the service centre (operators only): what its frame shows and checks',
    response: OperatedUser,
    auth: true,
  },
  operatorWallet: {
    ...endpointPaths.operatorWallet,
    owner: 'anyone',
    role: 'operator',
    example: { query: { email: 'learner@example.com', size: '20' } },
    summary: "A user's tuition balance, their paying company's, and their newest bills (operators only)",
    query: OperatorWalletQuery,
    response: OperatorWallet,
    auth: true,
  },
  creditWallet: {
    ...endpointPaths.creditWallet,
    owner: 'anyone',
    role: 'operator',
    example: { body: { email: 'learner@example.com', amount_minor: 50_000, note: 'Bank transfer #4521' } },
    summary:
      "Credits a user's wallet with a payment the service centre received offline (bill type 3; " +
      'operators only). An Idempotency-Key header replays the first answer; the same key with other ' +
      'parameters is a 409',
    body: WalletAdjustmentBody,
    response: WalletAdjustment,
    auth: true,
  },
  deductWallet: {
    ...endpointPaths.deductWallet,
    owner: 'anyone',
    role: 'operator',
    example: { body: { email: 'learner@example.com', amount_minor: 1_000, note: 'Duplicate credit' } },
    summary:
      "Takes money out of a user's wallet (bill type 4; operators only), never below zero. Takes an " +
      'Idempotency-Key header like a credit',
    body: WalletAdjustmentBody,
    response: WalletAdjustment,
    auth: true,
  },
  createCoupon: {
    ...endpointPaths.createCoupon,
    owner: 'anyone',
    role: 'operator',
    example: {
      body: {
        code: 'AUTUMN15',
        discount_type: 'percent',
        discount_value: 15,
        min_amount_yuan: 100,
        per_user_limit: 1,
        new_users_only: false,
        starts_at: '2026-11-01T00:00:00Z',
        ends_at: '2026-12-01T00:00:00Z',
      },
    },
    summary: 'Creates a coupon with the rules of SPEC §5 (operators only); a code already taken is a 409',
    body: CreateCouponBody,
    response: CreatedCoupon,
    auth: true,
  },
  searchPeople: {
    ...endpointPaths.searchPeople,
    owner: 'anyone',
    role: 'operator',
    example: { query: { q: 'learner@' } },
    summary:
      'Finds people by one text: an id (digits), the beginning of an email, a fragment of a name; at most 20 ' +
      '(operators only)',
    query: PeopleQuery,
    response: PeopleResponse,
    auth: true,
  },
  person: {
    ...endpointPaths.person,
    owner: 'anyone',
    role: 'operator',
    example: { params: { user_id: '1' } },
    summary:
      "A person's page in the service centre: profile, wallets, bills, orders, lessons, linked accounts, " +
      'active sign-ins and the audit rows about them (operators only)',
    params: PersonParams,
    response: PersonDetail,
    auth: true,
  },
  endPersonSessions: {
    ...endpointPaths.endPersonSessions,
    owner: 'anyone',
    role: 'operator',
    example: { params: { user_id: '1' }, body: { reason: 'Lost phone, asked by mail' } },
    summary:
      'Ends every sign-in of a person (as a password change does) with the reason in the audit log ' +
      '(operators only)',
    params: PersonParams,
    body: OperatorReasonBody,
    response: SessionsEnded,
    auth: true,
  },
  operatorActions: {
    ...endpointPaths.operatorActions,
    owner: 'anyone',
    role: 'operator',
    example: { query: { user_id: '1', size: '50' } },
    summary: "The service centre's audit log, newest first, of one person or everyone's (operators only)",
    query: OperatorActionsQuery,
    response: OperatorActionsResponse,
    auth: true,
  },
  operatorCoupons: {
    ...endpointPaths.operatorCoupons,
    owner: 'anyone',
    role: 'operator',
    example: {},
    summary: 'Every coupon, newest first, with how many paid orders used it (operators only)',
    response: OperatorCouponsResponse,
    auth: true,
  },
  disableCoupon: {
    ...endpointPaths.disableCoupon,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' }, body: { reason: 'Code leaked on a forum' } },
    summary:
      'Disables a coupon: from then on checkout refuses it as not valid; orders that used it keep it ' +
      '(operators only)',
    params: CouponParams,
    body: OperatorReasonBody,
    response: OperatorCoupon,
    auth: true,
  },
  couponRedemptions: {
    ...endpointPaths.couponRedemptions,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' } },
    summary: 'A coupon and its uses, newest first: who, which order, when (operators only)',
    params: CouponParams,
    response: CouponRedemptionsResponse,
    auth: true,
  },
} as const satisfies EndpointTable;
