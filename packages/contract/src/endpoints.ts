import type { Endpoint } from './endpoint.ts';
import type { EndpointPaths } from './endpoint-paths.ts';
import { accountEndpoints } from './endpoints/account.ts';
import { availabilityEndpoints } from './endpoints/availability.ts';
import { catalogueEndpoints } from './endpoints/catalogue.ts';
import { chatEndpoints } from './endpoints/chat.ts';
import { classroomEndpoints } from './endpoints/classroom.ts';
import { companiesEndpoints } from './endpoints/companies.ts';
import { contentEndpoints } from './endpoints/content.ts';
import { coursewareEndpoints } from './endpoints/courseware.ts';
import { currencyEndpoints } from './endpoints/currency.ts';
import { disputesEndpoints } from './endpoints/disputes.ts';
import { favouritesEndpoints } from './endpoints/favourites.ts';
import { firstQuestionsEndpoints } from './endpoints/first-questions.ts';
import { learnerCoursesEndpoints } from './endpoints/learner-courses.ts';
import { lessonsEndpoints } from './endpoints/lessons.ts';
import { levelEndpoints } from './endpoints/level.ts';
import { linkedEndpoints } from './endpoints/linked.ts';
import { mentorEndpoints } from './endpoints/mentor.ts';
import { notificationsEndpoints } from './endpoints/notifications.ts';
import { operatorEndpoints } from './endpoints/operator.ts';
import { ordersEndpoints } from './endpoints/orders.ts';
import { orgEndpoints } from './endpoints/org.ts';
import { passportEndpoints } from './endpoints/passport.ts';
import { payoutsEndpoints } from './endpoints/payouts.ts';
import { promotionEndpoints } from './endpoints/promotion.ts';
import { refundsEndpoints } from './endpoints/refunds.ts';
import { reviewsEndpoints } from './endpoints/reviews.ts';
import { schedulingEndpoints } from './endpoints/scheduling.ts';
import { textbooksEndpoints } from './endpoints/textbooks.ts';
import { topUpsEndpoints } from './endpoints/top-ups.ts';
import { translationsEndpoints } from './endpoints/translations.ts';
import { usersEndpoints } from './endpoints/users.ts';
import { videoLearningEndpoints } from './endpoints/video-learning.ts';

/**
 * Every endpoint of the wire, in one table assembled from one file per api module (`endpoints/<module>.ts`):
 * the api validates with it, registers routes from it and derives OpenAPI from it; the sdk derives its typed
 * functions from it. Every name of `endpointPaths` is here, declared by exactly one module (endpoints.test.ts).
 */
export const endpoints = {
  ...translationsEndpoints,
  ...catalogueEndpoints,
  ...contentEndpoints,
  ...currencyEndpoints,
  ...levelEndpoints,
  ...usersEndpoints,
  ...accountEndpoints,
  ...passportEndpoints,
  ...orgEndpoints,
  ...topUpsEndpoints,
  ...ordersEndpoints,
  ...operatorEndpoints,
  ...schedulingEndpoints,
  ...lessonsEndpoints,
  ...availabilityEndpoints,
  ...classroomEndpoints,
  ...coursewareEndpoints,
  ...chatEndpoints,
  ...videoLearningEndpoints,
  ...linkedEndpoints,
  ...notificationsEndpoints,
  ...promotionEndpoints,
  ...learnerCoursesEndpoints,
  ...mentorEndpoints,
  ...textbooksEndpoints,
  ...companiesEndpoints,
  ...payoutsEndpoints,
  ...refundsEndpoints,
  ...disputesEndpoints,
  ...favouritesEndpoints,
  ...firstQuestionsEndpoints,
  ...reviewsEndpoints,
} as const satisfies Record<keyof EndpointPaths, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
