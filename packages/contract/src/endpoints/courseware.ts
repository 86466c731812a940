import { Courseware, CoursewareParams, CoursewareQuery } from '../courseware.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';

/** The endpoints of courseware: served by `api/src/modules/courseware`. */
export const coursewareEndpoints = {
  courseware: {
    ...endpointPaths.courseware,
    owner: { resource: 'courseware', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "A course's courseware (learning/courseware/{item_id}): its pages in order with titles, text " +
      'alternatives and signed image addresses, for its teacher, learners holding a grant for it, and the ' +
      'learner, teacher and assistants of a lesson of it; anyone else gets a 404',
    params: CoursewareParams,
    query: CoursewareQuery,
    response: Courseware,
    auth: true,
  },
  lessonCourseware: {
    ...endpointPaths.lessonCourseware,
    owner: { resource: 'lesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "The courseware of a lesson's course, for the lesson's learner, its teacher or an assistant teacher " +
      "(the live room's courseware panel)",
    params: CoursewareParams,
    query: CoursewareQuery,
    response: Courseware,
    auth: true,
  },
} as const satisfies EndpointTable;
