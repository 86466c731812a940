import type { Favourites } from '@hanyu/contract';
import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export interface FavouritesData {
  favourites: Favourites;
}

/** user/favourites: the learner's saved teachers and courses, newest first, titles in the page's language. */
export async function favouritesLoader({ params }: LoaderFunctionArgs): Promise<FavouritesData> {
  return { favourites: await api.favourites({ query: { language: langOf(params) } }) };
}
