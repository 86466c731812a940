import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import { LearnerLanguageQuery, MentorMatch, MentorMatchBody, MentorPage } from '../learner-courses.ts';

/** The endpoints of the private mentor: served by `api/src/modules/mentor`. */
export const mentorEndpoints = {
  mentorPage: {
    ...endpointPaths.mentorPage,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "The private mentor page (user/mentor): the caller's saved match and study plan, the level test result " +
      'that prefills the form, and the teacher tags to choose from',
    query: LearnerLanguageQuery,
    response: MentorPage,
    auth: true,
  },
  matchMentor: {
    ...endpointPaths.matchMentor,
    owner: 'caller',
    example: {
      body: {
        language: 'en',
        form: {
          purpose: 'exam',
          current_hsk: 1,
          target_hsk: 3,
          time_zone: 'Europe/London',
          availability: [{ week: 1, begin_minute: 540, end_minute: 660 }],
          budget_minor: 20_000,
          tags: ['hsk-prep'],
          languages: ['en'],
          min_experience_years: 5,
        },
      },
    },
    summary:
      'Ranks the teachers for the form (tags, languages, weekly availability overlap converted from the ' +
      "learner's zone to Asia/Shanghai, experience, budget: docs/mentor-matching.md) and builds a study plan " +
      "with milestones toward the target HSK level; saved to the caller's profile, replacing the previous one",
    body: MentorMatchBody,
    response: MentorMatch,
    auth: true,
  },
} as const satisfies EndpointTable;
