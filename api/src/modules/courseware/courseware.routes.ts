import {
  COURSEWARE_IMAGE_PATH,
  COURSEWARE_IMAGE_TYPES,
  COURSEWARE_MAX_IMAGE_BYTES,
  COURSEWARE_UPLOAD_PATH,
  Courseware,
  CoursewareParams,
  CoursewareUploadQuery,
} from '@hanyu/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { isStorageKey } from '../../storage/storage.ts';
import type { ExtraOperation } from '../docs/index.ts';
import {
  addPage,
  type CoursewareSettings,
  coursewareOf,
  lessonCourseware,
  pageImageFor,
  UPLOAD_REFUSALS,
} from './courseware.service.ts';

/** Courseware over HTTP: the contract's two endpoints, a page's image, and the teacher's upload. */

export function coursewareHandlers(
  settings: CoursewareSettings,
): Pick<EndpointHandlers, 'courseware' | 'lessonCourseware'> {
  return {
    courseware: async ({ user, params, query }) => coursewareOf(settings, user, params.id, query.language),
    lessonCourseware: async ({ user, params, query }) =>
      lessonCourseware(settings, user, params.id, query.language),
  };
}

const ImageParams = v.object({
  id: CoursewareParams.entries.id,
  number: v.pipe(
    v.string(),
    v.regex(/^[1-9][0-9]{0,2}$/, 'number must be a page number'),
    v.transform(Number),
  ),
});
const ImageQuery = v.object({
  v: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/, 'v must be the version the address was given with')),
  key: v.pipe(v.string(), v.maxLength(200)),
});

const openApiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

export const coursewareOperations: ExtraOperation[] = [
  {
    method: 'GET',
    path: openApiPath(COURSEWARE_IMAGE_PATH),
    summary:
      "A courseware page's image, at the signed address GET /learning/courseware/{id} or GET " +
      '/classroom/lessons/{id}/courseware gives (valid 12–24 hours, the same address all that time, cached ' +
      "privately until it expires) to someone who may still read the course's courseware; else 404. The " +
      "course's teacher adds a page with POST /teacher/courses/{id}/courseware/pages?title=…&alt=…: the image " +
      'as the body (image/svg+xml, image/png, image/jpeg or image/webp, at most 5 MB, its bytes must be that ' +
      'type; Authorization: Bearer), answered with the courseware',
    pathParams: ImageParams,
    queryParams: ImageQuery,
    contentType: 'image/svg+xml',
  },
  {
    method: 'POST',
    path: openApiPath(COURSEWARE_UPLOAD_PATH),
    summary:
      "Adds a page to the course's courseware: the image as the body, its title and alt text in the query; " +
      'answered with the courseware (415 when its bytes are not one of the types)',
    pathParams: CoursewareParams,
    queryParams: CoursewareUploadQuery,
    upload: { contentTypes: COURSEWARE_IMAGE_TYPES, maxBytes: COURSEWARE_MAX_IMAGE_BYTES },
    response: Courseware,
    callers:
      "Callers: teachers (the teaching centre). The course named by `id` must be the caller's (else 404).",
  },
];

/** An SVG may carry scripts and links: opened on its own, it runs nothing and loads nothing. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export async function registerCoursewareFileRoutes(
  api: FastifyInstance,
  options: { settings: CoursewareSettings; authenticate: preHandlerAsyncHookHandler },
): Promise<void> {
  const { settings } = options;
  await api.register(async (scope) => {
    scope.addContentTypeParser(
      [...COURSEWARE_IMAGE_TYPES],
      { parseAs: 'buffer', bodyLimit: COURSEWARE_MAX_IMAGE_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: Error & { code?: string; statusCode?: number }, _request, _reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new ApiError(413, UPLOAD_REFUSALS.tooLarge);
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new ApiError(415, UPLOAD_REFUSALS.notImage);
      throw error;
    });

    scope.post(COURSEWARE_UPLOAD_PATH, { preHandler: options.authenticate }, async (request) => {
      const { id } = parseOrThrow(CoursewareParams, request.params, 'path');
      const texts = parseOrThrow(CoursewareUploadQuery, request.query, 'query');
      const user = request.user;
      if (!user) throw notFound();
      const declaredType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw new ApiError(415, UPLOAD_REFUSALS.notImage);
      return { response: await addPage(settings, user, id, texts, { bytes: request.body, declaredType }) };
    });

    scope.get(COURSEWARE_IMAGE_PATH, async (request, reply) => {
      const { id, number } = parseOrThrow(ImageParams, request.params, 'path');
      const { v: version, key } = parseOrThrow(ImageQuery, request.query, 'query');
      const { page, files, expiresAt } = await pageImageFor(settings, { courseId: id, number, key, version });
      const etag = `"${page.sha256}"`;
      const maxAge = Math.max(0, Math.floor((expiresAt - settings.now().getTime()) / 1000));
      reply
        .header('Cache-Control', `private, max-age=${maxAge}, immutable`)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', IMAGE_CSP)
        .header('Cross-Origin-Resource-Policy', 'same-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      // The name matched the database's check; it still may not leave its folder or bucket prefix.
      if (!isStorageKey(page.file_name)) throw notFound();
      const image = await files.get(page.file_name);
      if (!image) throw notFound();
      return reply.type(page.content_type).header('Content-Length', image.size).send(image.body);
    });
  });
}
