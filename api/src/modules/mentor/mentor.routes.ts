import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { type MentorSettings, matchMentor, mentorPage } from './mentor.service.ts';

/** Private mentor matching over HTTP: the contract's endpoints. */
export function mentorHandlers(
  settings: MentorSettings,
): Pick<EndpointHandlers, 'mentorPage' | 'matchMentor'> {
  return {
    mentorPage: async ({ user, query }) => mentorPage(settings, user, query.language),
    matchMentor: async ({ user, body }) => matchMentor(settings, user, body.form, body.language),
  };
}
