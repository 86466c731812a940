import {
  COURSE_SORTS,
  type CourseCard,
  type CourseDetail,
  type CoursesResponse,
  type Lang,
  type ReviewPage,
  type SearchResponse,
  type Tag,
  TEACHER_SORTS,
  type TeachersResponse,
} from '@hanyu/contract';
import { langOf, orNotFound } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { idOf, notFound } from '../content/route-params.ts';
import {
  type ListingFilters,
  listingFilterQuery,
  listingFiltersOf,
} from '../listing-filters/listing-filters.ts';
import { reviewsFor } from '../reviews/reviews-loader.ts';

/** The listing's query from the URL; unknown sorts and bad pages fall back to the defaults. */
export interface ListingQuery<S extends string = string> {
  page: number;
  q: string;
  sort: S;
  tagId: number | null;
}

/** `tagId` is the path's tag segment, when the page has one: a malformed one is a 404. */
function listingQuery<S extends string>(
  request: Request,
  tagId: string | undefined,
  sorts: readonly S[],
): ListingQuery<S> {
  const search = new URL(request.url).searchParams;
  const page = search.get('page') ?? '';
  const sort = search.get('sort') ?? '';
  return {
    page: /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1,
    q: (search.get('q') ?? '').trim().slice(0, 100),
    sort: (sorts as readonly string[]).includes(sort) ? (sort as S) : (sorts[0] as S),
    tagId: tagId === undefined ? null : idOf(tagId),
  };
}

function listParams<S extends string>(query: ListingQuery<S>) {
  return {
    page: String(query.page),
    sort: query.sort,
    ...(query.q ? { q: query.q } : {}),
    ...(query.tagId ? { tag_id: String(query.tagId) } : {}),
  };
}

/** A listing's tag chips. Quiet, and an extra: a failure only leaves them out (null). */
function tagsOf(language: Lang, scope: Tag['scope']): Promise<Tag[] | null> {
  return api.tags({ query: { language, scope } }, { quiet: true }).then(
    (response) => response.list,
    () => null,
  );
}

/**
 * A tag page whose tag is not among its scope's tags does not exist (the list call would only come back empty):
 * the not-found page. Unknowable when the tags could not be had.
 */
function knownTag(tags: Tag[] | null, tagId: number | null): void {
  if (tagId && tags && !tags.some((tag) => tag.id === tagId)) notFound();
}

export interface LiveData {
  query: ListingQuery;
  /** The teacher filters of the URL, those the API would refuse left out. */
  filters: ListingFilters;
  tags: Tag[] | null;
  teachers: TeachersResponse;
  /** The one-on-one packages, an extra: empty when they could not be had. */
  packages: CourseCard[];
}

/**
 * live and live/tag/:tagId: teachers and one-on-one course packages. The calls are quiet (the navigation
 * drives the loading bar); an API 404 (an unknown tag) is the not-found page, another failure the route's
 * error.
 */
export function liveLoader({ params, request }: LoaderFunctionArgs): Promise<LiveData> {
  const language = langOf(params);
  const query = listingQuery(request, params.tagId, TEACHER_SORTS);
  const tag = query.tagId ? { tag_id: String(query.tagId) } : {};
  const filters = listingFiltersOf(new URL(request.url).searchParams);
  return Promise.all([
    tagsOf(language, 'live'),
    orNotFound(
      api.teachers(
        { query: { language, ...listParams(query), ...listingFilterQuery(filters) } },
        { quiet: true },
      ),
    ),
    api
      .courses(
        { query: { language, kind: 'live', page_size: '48', sort: 'popular', ...tag } },
        { quiet: true },
      )
      .then(
        (response) => response.list,
        () => [],
      ),
  ]).then(([tags, teachers, packages]) => {
    knownTag(tags, query.tagId);
    return { query, filters, tags, teachers, packages };
  });
}

export interface CourseListData {
  query: ListingQuery;
  /** The course filters of the URL, those the API would refuse left out. */
  filters: ListingFilters;
  tags: Tag[] | null;
  courses: CoursesResponse;
}

function courseListLoader(kind: 'group' | 'video') {
  return ({ params, request }: LoaderFunctionArgs): Promise<CourseListData> => {
    const language = langOf(params);
    const query = listingQuery(request, params.tagId, COURSE_SORTS);
    const filters = listingFiltersOf(new URL(request.url).searchParams);
    return Promise.all([
      tagsOf(language, kind),
      orNotFound(
        api.courses(
          { query: { language, kind, ...listParams(query), ...listingFilterQuery(filters) } },
          { quiet: true },
        ),
      ),
    ]).then(([tags, courses]) => {
      knownTag(tags, query.tagId);
      return { query, filters, tags, courses };
    });
  };
}

/** group and group/tag/:tagId: small-group classes. */
export const groupLoader = courseListLoader('group');
/** video and video/tag/:tagId: video courses. */
export const videoLoader = courseListLoader('video');

/** i/:itemId: an unknown course (the API's 404) is the not-found page. */
export function courseLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<{ course: CourseDetail; reviews: ReviewPage }> {
  const language = langOf(params);
  const id = String(idOf(params.itemId));
  return orNotFound(
    Promise.all([
      api.course({ params: { id }, query: { language } }, { quiet: true }),
      reviewsFor('course', id, request),
    ]),
  ).then(([course, reviews]) => ({ course, reviews }));
}

export interface SearchData {
  q: string;
  /** null while the box is empty: no call. */
  results: SearchResponse | null;
}

/** search?q=: teachers and courses matching the text; no call while the box is empty. */
export async function searchLoader({ params, request }: LoaderFunctionArgs): Promise<SearchData> {
  const language = langOf(params);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  return { q, results: q ? await api.search({ query: { language, q } }, { quiet: true }) : null };
}
