import {
  COURSE_SORTS,
  type CourseDetail,
  type CoursesResponse,
  type Lang,
  type SearchResponse,
  type Tag,
  TEACHER_SORTS,
  type TeachersResponse,
} from '@hanyu/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { idOf, langOf, type Settled, settle } from '../content/settle.ts';

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

function tagsOf(language: Lang, scope: Tag['scope']): Promise<Settled<Tag[]>> {
  // Quiet: the chips are an extra; a failure only hides them.
  return settle(api.tags({ query: { language, scope } }, { quiet: true }).then((r) => r.list));
}

export interface LiveData {
  query: ListingQuery;
  tags: Promise<Settled<Tag[]>>;
  teachers: Promise<Settled<TeachersResponse>>;
  packages: Promise<Settled<CoursesResponse>>;
}

/**
 * live and live/tag/:tagId: teachers and one-on-one course packages. The teachers call is not quiet (it
 * drives the loading bar; a 404 asks for the not-found page), and the page asks again once it is on screen,
 * since on a first load the sdk's announcement can come before the shell listens.
 */
export function liveLoader({ params, request }: LoaderFunctionArgs): LiveData {
  const language = langOf(params);
  const query = listingQuery(request, params.tagId, TEACHER_SORTS);
  const tag = query.tagId ? { tag_id: String(query.tagId) } : {};
  return {
    query,
    tags: tagsOf(language, 'live'),
    teachers: settle(api.teachers({ query: { language, ...listParams(query) } })),
    packages: settle(
      api.courses(
        { query: { language, kind: 'live', page_size: '48', sort: 'popular', ...tag } },
        { quiet: true },
      ),
    ),
  };
}

export interface CourseListData {
  query: ListingQuery;
  tags: Promise<Settled<Tag[]>>;
  courses: Promise<Settled<CoursesResponse>>;
}

function courseListLoader(kind: 'group' | 'video') {
  return ({ params, request }: LoaderFunctionArgs): CourseListData => {
    const language = langOf(params);
    const query = listingQuery(request, params.tagId, COURSE_SORTS);
    return {
      query,
      tags: tagsOf(language, kind),
      courses: settle(api.courses({ query: { language, kind, ...listParams(query) } })),
    };
  };
}

/** group and group/tag/:tagId: small-group classes. */
export const groupLoader = courseListLoader('group');
/** video and video/tag/:tagId: video courses. */
export const videoLoader = courseListLoader('video');

/** i/:itemId: an unknown course (the API's 404) shows the not-found page, announced by the sdk and the page. */
export function courseLoader({ params }: LoaderFunctionArgs): { course: Promise<Settled<CourseDetail>> } {
  const language = langOf(params);
  const id = String(idOf(params.itemId));
  return { course: settle(api.course({ params: { id }, query: { language } })) };
}

export interface SearchData {
  q: string;
  results: Promise<Settled<SearchResponse>> | null;
}

/** search?q=: teachers and courses matching the text; no call while the box is empty. */
export function searchLoader({ params, request }: LoaderFunctionArgs): SearchData {
  const language = langOf(params);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  return { q, results: q ? settle(api.search({ query: { language, q } })) : null };
}
