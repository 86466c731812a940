import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import {
  type LearnerCoursesSettings,
  myCourses,
  myMaterials,
  saveDeliveryAddress,
} from './learner-courses.service.ts';

/** My lessons / courses and my materials over HTTP: the contract's endpoints. */
export function learnerCoursesHandlers(
  settings: LearnerCoursesSettings,
): Pick<EndpointHandlers, 'myCourses' | 'myMaterials' | 'saveDeliveryAddress'> {
  return {
    myCourses: async ({ user, query }) => myCourses(settings, user, query.language),
    myMaterials: async ({ user, query }) => myMaterials(settings, user, query.language),
    saveDeliveryAddress: async ({ user, body }) => saveDeliveryAddress(settings, user, body),
  };
}
