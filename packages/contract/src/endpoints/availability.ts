import {
  AvailabilityBody,
  AvailabilityException,
  AvailabilityExceptionBody,
  AvailabilityExceptionIdParams,
  AvailabilityExceptionsResponse,
  AvailabilityResponse,
} from '../booking.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import { EmptyResponse } from '../passport.ts';

/** The endpoints of a teacher's weekly availability, time off and extra hours: served by `api/src/modules/availability`. */
export const availabilityEndpoints = {
  teacherAvailability: {
    ...endpointPaths.teacherAvailability,
    owner: 'caller',
    role: 'teacher',
    example: {},
    summary: "The caller's weekly availability, wall-clock minutes in Asia/Shanghai (teachers only)",
    response: AvailabilityResponse,
    auth: true,
  },
  setTeacherAvailability: {
    ...endpointPaths.setTeacherAvailability,
    owner: 'caller',
    role: 'teacher',
    example: { body: { weekly: [{ week: 1, begin_minute: 480, end_minute: 720 }] } },
    summary: "Replaces the caller's weekly availability (teachers only); booked lessons stay as they are",
    body: AvailabilityBody,
    response: AvailabilityResponse,
    auth: true,
  },
  teacherExceptions: {
    ...endpointPaths.teacherExceptions,
    owner: 'caller',
    role: 'teacher',
    example: {},
    summary: "The caller's time off and extra hours that have not ended, soonest first (teachers only)",
    response: AvailabilityExceptionsResponse,
    auth: true,
  },
  addTeacherException: {
    ...endpointPaths.addTeacherException,
    owner: 'caller',
    role: 'teacher',
    example: { body: { kind: 'off', starts_at: '2030-02-04T00:00:00Z', ends_at: '2030-02-06T00:00:00Z' } },
    summary:
      'Adds time off (taken out of the weekly hours) or extra hours (teachers only); lessons already booked ' +
      'stay; hours overlapping others of the same kind are a 409',
    body: AvailabilityExceptionBody,
    response: AvailabilityException,
    auth: true,
  },
  deleteTeacherException: {
    ...endpointPaths.deleteTeacherException,
    owner: { resource: 'availabilityException', param: 'id' },
    role: 'teacher',
    example: { params: { id: '1' } },
    summary: 'Removes one of the caller’s time off or extra hours (teachers only)',
    params: AvailabilityExceptionIdParams,
    response: EmptyResponse,
    auth: true,
  },
} as const satisfies EndpointTable;
