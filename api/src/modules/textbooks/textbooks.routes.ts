import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import {
  deliverTextbook,
  listTextbookDeliveries,
  shipTextbook,
  type TextbookSettings,
} from './textbooks.service.ts';

/** The service centre's textbook queue over HTTP (role 'operator', checked before these run). */
export function textbooksHandlers(
  settings: TextbookSettings,
): Pick<EndpointHandlers, 'textbookDeliveries' | 'shipTextbook' | 'deliverTextbook'> {
  return {
    textbookDeliveries: async ({ query }) => listTextbookDeliveries(settings.db, query),
    shipTextbook: async ({ user, params, body, request }) =>
      shipTextbook(
        settings,
        user.id,
        {
          userId: params.user_id,
          courseId: params.course_id,
          carrier: body.carrier,
          trackingNumber: body.tracking_number,
        },
        (error) => request.log.error({ err: error }, 'textbook mail not sent'),
      ),
    deliverTextbook: async ({ user, params, request }) =>
      deliverTextbook(settings, user.id, { userId: params.user_id, courseId: params.course_id }, (error) =>
        request.log.error({ err: error }, 'textbook mail not sent'),
      ),
  };
}
