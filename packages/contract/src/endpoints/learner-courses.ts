import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  DeliveryAddress,
  DeliveryAddressBody,
  LearnerLanguageQuery,
  MyCourses,
  MyMaterials,
} from '../learner-courses.ts';

/** The endpoints of the learner's courses and materials: served by `api/src/modules/learner-courses`. */
export const learnerCoursesEndpoints = {
  myCourses: {
    ...endpointPaths.myCourses,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      'Every course the caller holds (user/course): one-to-one packages with lesson time left, group classes ' +
      'with their status and next session, video courses with progress, each with its next action',
    query: LearnerLanguageQuery,
    response: MyCourses,
    auth: true,
  },
  myMaterials: {
    ...endpointPaths.myMaterials,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "The caller's materials (user/delivery): the courseware of the courses held and lessons booked, the " +
      'printed textbooks of courses that include one with their delivery state, and the delivery address',
    query: LearnerLanguageQuery,
    response: MyMaterials,
    auth: true,
  },
  saveDeliveryAddress: {
    ...endpointPaths.saveDeliveryAddress,
    owner: 'caller',
    example: {
      body: {
        name: 'Mei Tanaka',
        phone: '+34 600 123 456',
        country: 'ES',
        region: 'Madrid',
        city: 'Madrid',
        street: 'Calle Mayor 1, 2B',
        postal_code: '28013',
      },
    },
    summary:
      "Sets the caller's one delivery address for printed textbooks; the textbooks waiting for it are then prepared",
    body: DeliveryAddressBody,
    response: DeliveryAddress,
    auth: true,
  },
} as const satisfies EndpointTable;
