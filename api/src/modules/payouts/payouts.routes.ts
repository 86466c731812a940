import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import {
  createPayoutRun,
  exportPayoutRun,
  getPayoutRun,
  listPayoutRuns,
  markPayoutRunPaid,
  teacherPayouts,
} from './payouts.service.ts';

/** The payout endpoints: operators' runs (role 'operator') and the teacher's own payouts (role 'teacher'). */
export function payoutsHandlers(
  db: Kysely<Database>,
  now: () => Date,
): Pick<
  EndpointHandlers,
  'teacherPayouts' | 'payoutRuns' | 'createPayoutRun' | 'payoutRun' | 'exportPayoutRun' | 'markPayoutRunPaid'
> {
  return {
    teacherPayouts: async ({ user }) => teacherPayouts(db, user.id, now()),
    payoutRuns: async () => listPayoutRuns(db),
    createPayoutRun: async ({ user, body }) =>
      createPayoutRun(db, user.id, { period: body.period, minimumMinor: body.minimum_minor ?? 0 }, now()),
    payoutRun: async ({ params }) => getPayoutRun(db, params.id),
    exportPayoutRun: async ({ user, params }) => exportPayoutRun(db, user.id, params.id, now()),
    markPayoutRunPaid: async ({ user, params }) => markPayoutRunPaid(db, user.id, params.id, now()),
  };
}
