import type { CmsPage } from '@hanyu/contract';
import { data, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api.ts';
import { langOf, type Settled, settle } from '../../content/settle.ts';

const URI = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Starts loading the CMS page while its chunk downloads. An unknown uri throws the not-found page (see NotFoundError). */
export function cmsLoader({ params }: LoaderFunctionArgs): { page: Promise<Settled<CmsPage>> } {
  const uri = params.uri ?? '';
  if (!URI.test(uri)) throw data('Not found', { status: 404 });
  return {
    page: settle(api.cmsPage({ params: { uri }, query: { language: langOf(params) } }, { quiet: true })),
  };
}
