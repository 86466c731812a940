import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  CreatePayoutRunBody,
  PayoutBankFile,
  PayoutRun,
  PayoutRunIdParams,
  PayoutRuns,
  TeacherPayouts,
} from '../payouts.ts';

/** Teacher payouts: the operators' payout runs and the teacher's payouts, served by `api/src/modules/payouts`. */
export const payoutsEndpoints = {
  teacherPayouts: {
    ...endpointPaths.teacherPayouts,
    owner: 'caller',
    role: 'teacher',
    example: {},
    summary:
      "The caller's payouts and payable balance, split into what a payout run would pay now and what is " +
      'held back while lessons are open to dispute (teachers only)',
    response: TeacherPayouts,
    auth: true,
  },
  payoutRuns: {
    ...endpointPaths.payoutRuns,
    owner: 'anyone',
    role: 'operator',
    example: {},
    summary: 'The payout runs, newest first (operators only)',
    response: PayoutRuns,
    auth: true,
  },
  createPayoutRun: {
    ...endpointPaths.createPayoutRun,
    owner: 'anyone',
    role: 'operator',
    example: { body: { period: '2026-10', minimum_minor: 10_000 } },
    summary:
      "Starts the payout run of a month: each teacher's payable balance, less the lessons held back (ended " +
      'after the month or less than 48 hours ago, or disputed), becomes a payout; teachers below the ' +
      'minimum are carried over. A second run for the same month is a 409 (operators only)',
    body: CreatePayoutRunBody,
    response: PayoutRun,
    auth: true,
  },
  payoutRun: {
    ...endpointPaths.payoutRun,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' } },
    summary: 'A payout run with its payouts (operators only)',
    params: PayoutRunIdParams,
    response: PayoutRun,
    auth: true,
  },
  exportPayoutRun: {
    ...endpointPaths.exportPayoutRun,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' } },
    summary: "A payout run's bank file (CSV), marking its payouts exported (operators only)",
    params: PayoutRunIdParams,
    response: PayoutBankFile,
    auth: true,
  },
  markPayoutRunPaid: {
    ...endpointPaths.markPayoutRunPaid,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' } },
    summary: 'Marks an exported payout run paid by the bank: its payouts leave the platform (operators only)',
    params: PayoutRunIdParams,
    response: PayoutRun,
    auth: true,
  },
} as const satisfies EndpointTable;
