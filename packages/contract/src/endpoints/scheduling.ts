import {
  AssistantBookingBody,
  AssistantLearnersQuery,
  AssistantLearnersResponse,
  AssistantSlotsQuery,
  BookableCoursesQuery,
  BookableCoursesResponse,
  BookLessonBody,
  Lesson,
  LessonIdParams,
  LessonQuery,
  MyTeachersResponse,
  RescheduleLessonBody,
  RescheduleSlotsQuery,
  SlotsQuery,
  SlotsResponse,
  TeacherEarnings,
  TrialBookingBody,
} from '../booking.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';

/** The endpoints of booking lessons (by the learner, the free trial, an assistant teacher), cancelling them, the learner's teachers and the teacher's earnings: served by `api/src/modules/scheduling`. */
export const schedulingEndpoints = {
  bookableCourses: {
    ...endpointPaths.bookableCourses,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "The caller's live courses with lesson time: lengths, delivery ways, minutes left and booking limits",
    query: BookableCoursesQuery,
    response: BookableCoursesResponse,
    auth: true,
  },
  bookingSlots: {
    ...endpointPaths.bookingSlots,
    owner: 'caller',
    example: { query: { course_id: '1', minutes: '25', days: '7', time_zone: 'Europe/London' } },
    summary:
      "A teacher's free starts for a lesson of the course, at least 2 hours ahead, grouped by day in the " +
      "learner's zone; the same rules a booking is checked with",
    query: SlotsQuery,
    response: SlotsResponse,
    auth: true,
  },
  bookLesson: {
    ...endpointPaths.bookLesson,
    owner: 'caller',
    example: {
      body: { course_id: 1, minutes: 25, starts_at: '2030-01-07T02:00:00Z', delivery_way: 'classroom' },
    },
    summary:
      'Books a lesson from the lesson time of a purchased course, checked and recorded in one transaction; ' +
      'a slot taken meanwhile is a 409. Takes an Idempotency-Key header',
    body: BookLessonBody,
    response: Lesson,
    auth: true,
  },
  bookTrial: {
    ...endpointPaths.bookTrial,
    owner: 'caller',
    example: { body: { teacher_id: 1, starts_at: '2030-01-08T02:00:00Z' } },
    summary:
      'Books the free trial lesson (25 minutes) with a teacher, once per learner; a cancelled trial may be ' +
      'booked again. Takes an Idempotency-Key header',
    body: TrialBookingBody,
    response: Lesson,
    auth: true,
  },
  assistantBookLesson: {
    ...endpointPaths.assistantBookLesson,
    owner: 'anyone',
    role: 'assistant',
    example: {
      body: {
        user_id: 1,
        course_id: 2,
        minutes: 50,
        starts_at: '2030-01-07T02:00:00Z',
        delivery_way: 'skype',
        contact_id: 'learner.skype',
      },
    },
    summary:
      "Books a lesson for a learner (user_id) from the learner's lesson time, also for courses that forbid " +
      'self-service booking (assistant teachers only)',
    body: AssistantBookingBody,
    response: Lesson,
    auth: true,
  },
  assistantLearners: {
    ...endpointPaths.assistantLearners,
    owner: 'anyone',
    role: 'assistant',
    example: { query: { q: 'learner@example.com', language: 'en' } },
    summary:
      'Learners matching an email or a name who have lesson time left, with their courses and time zone ' +
      '(assistant teachers only)',
    query: AssistantLearnersQuery,
    response: AssistantLearnersResponse,
    auth: true,
  },
  assistantSlots: {
    ...endpointPaths.assistantSlots,
    owner: 'anyone',
    role: 'assistant',
    example: { query: { user_id: '1', course_id: '2', minutes: '50', days: '14' } },
    summary:
      "A teacher's free starts for a learner's lesson of the course, grouped by day in the learner's zone; " +
      'the rules the booking is checked with (assistant teachers only)',
    query: AssistantSlotsQuery,
    response: SlotsResponse,
    auth: true,
  },
  cancelLesson: {
    ...endpointPaths.cancelLesson,
    owner: { resource: 'lesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      'Cancels a booked lesson, by its learner or its teacher, until 2 hours before it starts; the lesson ' +
      'time comes back',
    params: LessonIdParams,
    query: LessonQuery,
    response: Lesson,
    auth: true,
  },
  rescheduleSlots: {
    ...endpointPaths.rescheduleSlots,
    owner: { resource: 'lesson', param: 'id' },
    example: { params: { id: '1' }, query: { days: '14', time_zone: 'Europe/Berlin' } },
    summary:
      "The free starts a booked lesson may move to: its teacher's, for its length, by the rules a booking is " +
      "checked with (the lesson's own time counted free), grouped by day in the learner's zone (its learner only)",
    params: LessonIdParams,
    query: RescheduleSlotsQuery,
    response: SlotsResponse,
    auth: true,
  },
  rescheduleLesson: {
    ...endpointPaths.rescheduleLesson,
    owner: { resource: 'lesson', param: 'id' },
    example: {
      params: { id: '1' },
      body: { starts_at: '2030-01-08T02:00:00Z', from_starts_at: '2030-01-07T02:00:00Z' },
    },
    summary:
      'Moves a booked lesson to another free start of its teacher, by its learner, until 2 hours before it ' +
      'starts and at most twice, in one transaction (the new start is taken or the old one stays); both ' +
      'sides are mailed an updated calendar event',
    params: LessonIdParams,
    body: RescheduleLessonBody,
    response: Lesson,
    auth: true,
  },
  myTeachers: {
    ...endpointPaths.myTeachers,
    owner: 'caller',
    example: {},
    summary:
      'The teachers the caller has lessons with: lessons completed, the next one booked, the last one (user/teacher)',
    response: MyTeachersResponse,
    auth: true,
  },
  teacherEarnings: {
    ...endpointPaths.teacherEarnings,
    owner: 'caller',
    role: 'teacher',
    example: {},
    summary:
      "The caller's earnings: what completed lessons released from escrow, in all and this month (teachers only)",
    response: TeacherEarnings,
    auth: true,
  },
} as const satisfies EndpointTable;
