import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  ShipTextbookBody,
  TextbookDeliveries,
  TextbookDeliveriesQuery,
  TextbookDelivery,
  TextbookDeliveryParams,
} from '../textbooks.ts';

/** The service centre's printed-textbook queue: served by `api/src/modules/textbooks`. */
export const textbooksEndpoints = {
  textbookDeliveries: {
    ...endpointPaths.textbookDeliveries,
    owner: 'anyone',
    role: 'operator',
    example: { query: { state: 'preparing', page: '1', size: '20' } },
    summary:
      'The printed-textbook deliveries in one state (all unless given), oldest first, with the ' +
      "learner's delivery address and how many are in each state (operators only)",
    query: TextbookDeliveriesQuery,
    response: TextbookDeliveries,
    auth: true,
  },
  shipTextbook: {
    ...endpointPaths.shipTextbook,
    owner: 'anyone',
    role: 'operator',
    example: {
      params: { user_id: '1', course_id: '1' },
      body: { carrier: 'SF Express', tracking_number: 'SF1234567890' },
    },
    summary:
      'Marks a prepared textbook shipped with its carrier and tracking number and mails the learner ' +
      '(operators only); one already shipped is a 409',
    params: TextbookDeliveryParams,
    body: ShipTextbookBody,
    response: TextbookDelivery,
    auth: true,
  },
  deliverTextbook: {
    ...endpointPaths.deliverTextbook,
    owner: 'anyone',
    role: 'operator',
    example: { params: { user_id: '1', course_id: '1' } },
    summary:
      'Marks a shipped textbook delivered and mails the learner (operators only); one not shipped or ' +
      'already delivered is a 409',
    params: TextbookDeliveryParams,
    response: TextbookDelivery,
    auth: true,
  },
} as const satisfies EndpointTable;
