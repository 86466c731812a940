import { LessonIdParams } from '../booking.ts';
import {
  DisputeBody,
  DisputeDetail,
  DisputeIdParams,
  DisputeList,
  DisputesQuery,
  LessonDisputes,
  MyLessonDisputes,
  ResolveDisputeBody,
} from '../disputes.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';

/** No-shows and disputes: a lesson's side of them and the operators' resolution, served by `api/src/modules/disputes`. */
export const disputesEndpoints = {
  myLessonDisputes: {
    ...endpointPaths.myLessonDisputes,
    owner: 'caller',
    example: {},
    summary:
      "The caller's lessons, as learner or teacher, of the last 60 days that a no-show or a dispute concerns " +
      'or that they may still dispute, newest first, each with its disputes and whether they may dispute it',
    response: MyLessonDisputes,
    auth: true,
  },
  lessonDisputes: {
    ...endpointPaths.lessonDisputes,
    owner: { resource: 'lesson', param: 'id' },
    example: { params: { id: '1' } },
    summary:
      "A lesson's attendance outcome (teacher or learner no-show), its disputes and whether the caller, its " +
      'learner or teacher, may dispute it now',
    params: LessonIdParams,
    response: LessonDisputes,
    auth: true,
  },
  disputeLesson: {
    ...endpointPaths.disputeLesson,
    owner: { resource: 'disputableLesson', param: 'id' },
    example: { params: { id: '1' }, body: { reason: 'The teacher never came to the classroom.' } },
    summary:
      'Disputes how a lesson counted, within 48 hours of its end: its learner a lesson counted as given, its ' +
      'teacher a teacher no-show. One open dispute per lesson and one per side (409 otherwise)',
    params: LessonIdParams,
    body: DisputeBody,
    response: LessonDisputes,
    auth: true,
  },
  disputes: {
    ...endpointPaths.disputes,
    owner: 'anyone',
    role: 'operator',
    example: { query: { state: 'open' } },
    summary: 'Lesson disputes, open ones first, newest first (operators only)',
    query: DisputesQuery,
    response: DisputeList,
    auth: true,
  },
  dispute: {
    ...endpointPaths.dispute,
    owner: 'anyone',
    role: 'operator',
    example: { params: { id: '1' } },
    summary: 'A dispute with its lesson, the classroom attendance records and both sides (operators only)',
    params: DisputeIdParams,
    response: DisputeDetail,
    auth: true,
  },
  resolveDispute: {
    ...endpointPaths.resolveDispute,
    owner: 'anyone',
    role: 'operator',
    example: {
      params: { id: '1' },
      body: { decision: 'rejected', resolution: 'The records show both joined.' },
    },
    summary:
      "Upholds a dispute (the lesson's count reversed with its money and time) or rejects it, with a " +
      'resolution both sides read and are mailed; audited. A resolved dispute is a 409 (operators only)',
    params: DisputeIdParams,
    body: ResolveDisputeBody,
    response: DisputeDetail,
    auth: true,
  },
} as const satisfies EndpointTable;
