import { IdParams } from '@hanyu/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { notFound } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import type { ExtraOperation } from '../docs/index.ts';
import {
  courseCover,
  courseOf,
  coursesOf,
  homeOf,
  search,
  tagsOf,
  teacherAvatar,
  teacherOf,
  teachersOf,
} from './catalogue.service.ts';

export function catalogueHandlers(
  db: Kysely<Database>,
): Pick<EndpointHandlers, 'home' | 'tags' | 'teachers' | 'teacher' | 'courses' | 'course' | 'search'> {
  return {
    home: async ({ query }) => {
      return homeOf(db, query.language);
    },
    tags: async ({ query }) => {
      return tagsOf(db, query.scope, query.language);
    },
    teachers: async ({ query }) => {
      return teachersOf(db, query);
    },
    teacher: async ({ params, query }) => {
      return teacherOf(db, params.id, query.language);
    },
    courses: async ({ query }) => {
      return coursesOf(db, query);
    },
    course: async ({ params, query }) => {
      return courseOf(db, params.id, query.language);
    },
    search: async ({ query }) => {
      return search(db, query.language, query.q);
    },
  };
}

/** Image routes: not part of the JSON wire, so not in the contract table, but documented. */
export const catalogueImageOperations: ExtraOperation[] = [
  {
    method: 'GET',
    path: '/open/teachers/{id}/avatar.svg',
    summary: "A teacher's generated avatar: initials on a brand-coloured circle",
    pathParams: IdParams,
    contentType: 'image/svg+xml',
  },
  {
    method: 'GET',
    path: '/open/courses/{id}/cover.svg',
    summary: "A course's generated cover in the colours of its kind",
    pathParams: IdParams,
    contentType: 'image/svg+xml',
  },
];

export function sendSvg(reply: FastifyReply, svg: string | null) {
  if (svg === null) throw notFound();
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('X-Content-Type-Options', 'nosniff')
    .send(svg);
}

export function registerCatalogueImageRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/open/teachers/:id/avatar.svg', async (request, reply) => {
    const { id } = parseOrThrow(IdParams, request.params, 'path');
    return sendSvg(reply, await teacherAvatar(db, id));
  });
  app.get('/open/courses/:id/cover.svg', async (request, reply) => {
    const { id } = parseOrThrow(IdParams, request.params, 'path');
    return sendSvg(reply, await courseCover(db, id));
  });
}
