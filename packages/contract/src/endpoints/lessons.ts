import {
  CalendarFeed,
  Handover,
  HandoverBody,
  LearnerIdParams,
  LearnerRecords,
  Lesson,
  LessonIdParams,
  LessonQuery,
  LessonSummaryBody,
  LessonsQuery,
  LessonsResponse,
} from '../booking.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';

/** The endpoints of lessons: the learner's and the teacher's, one lesson, completing it, handover notes, a learner's records and the calendar feed: served by `api/src/modules/lessons`. */
export const lessonsEndpoints = {
  lessons: {
    ...endpointPaths.lessons,
    owner: 'caller',
    example: { query: { when: 'upcoming', page: '1', size: '20', language: 'en' } },
    summary: "The caller's lessons as a learner: upcoming soonest first, or past latest first",
    query: LessonsQuery,
    response: LessonsResponse,
    auth: true,
  },
  lesson: {
    ...endpointPaths.lesson,
    owner: { resource: 'lesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary: 'One lesson of the caller’s, as its learner or its teacher',
    params: LessonIdParams,
    query: LessonQuery,
    response: Lesson,
    auth: true,
  },
  teacherLessons: {
    ...endpointPaths.teacherLessons,
    owner: 'caller',
    role: 'teacher',
    example: { query: { when: 'upcoming', page: '1', size: '20', language: 'en' } },
    summary: 'The lessons the caller teaches: upcoming soonest first, or past latest first (teachers only)',
    query: LessonsQuery,
    response: LessonsResponse,
    auth: true,
  },
  completeLesson: {
    ...endpointPaths.completeLesson,
    owner: { resource: 'taughtLesson', param: 'id' },
    role: 'teacher',
    example: { params: { id: '1' }, body: { summary: 'Practised greetings and tones.' } },
    summary:
      'The lesson summary, with the material used and progress, which completes a lesson once it has ' +
      'started (its teacher only)',
    params: LessonIdParams,
    body: LessonSummaryBody,
    response: Lesson,
    auth: true,
  },
  calendarFeed: {
    ...endpointPaths.calendarFeed,
    owner: 'caller',
    example: {},
    summary:
      "The address of the caller's private calendar feed (lessons and group sessions as iCalendar), or null",
    response: CalendarFeed,
    auth: true,
  },
  renewCalendarFeed: {
    ...endpointPaths.renewCalendarFeed,
    owner: 'caller',
    example: {},
    summary:
      'Gives the caller a calendar feed address, replacing the one they had (which stops working at once)',
    response: CalendarFeed,
    auth: true,
  },
  learnerRecords: {
    ...endpointPaths.learnerRecords,
    owner: { resource: 'learner', param: 'user_id' },
    role: 'teacher',
    example: { params: { user_id: '1' }, query: { language: 'en' } },
    summary:
      "A learner's level test result and lesson records with every teacher, latest first (the learner's " +
      'teachers only)',
    params: LearnerIdParams,
    query: LessonQuery,
    response: LearnerRecords,
    auth: true,
  },
  handover: {
    ...endpointPaths.handover,
    owner: { resource: 'taughtLesson', param: 'id' },
    role: 'teacher',
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "A lesson's handover: the notes the learner's earlier teachers left, and this lesson's own (its teacher only)",
    params: LessonIdParams,
    query: LessonQuery,
    response: Handover,
    auth: true,
  },
  setHandover: {
    ...endpointPaths.setHandover,
    owner: { resource: 'taughtLesson', param: 'id' },
    role: 'teacher',
    example: {
      params: { id: '1' },
      query: { language: 'en' },
      body: { note: 'Tones are solid; work on measure words.' },
    },
    summary:
      "Writes the lesson's handover note for the learner's next teacher; an empty note removes it (its teacher only)",
    params: LessonIdParams,
    query: LessonQuery,
    body: HandoverBody,
    response: Handover,
    auth: true,
  },
} as const satisfies EndpointTable;
