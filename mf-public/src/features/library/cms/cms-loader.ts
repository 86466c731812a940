import type { CmsPage } from '@hanyu/contract';
import { langOf, orNotFound } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api.ts';
import { notFound } from '../../content/route-params.ts';

const URI = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** p/{uri}: the CMS page. A uri the contract refuses, or one the API does not know, is the not-found page. */
export async function cmsLoader({ params }: LoaderFunctionArgs): Promise<{ page: CmsPage }> {
  const uri = params.uri ?? '';
  if (!URI.test(uri)) notFound();
  const page = await orNotFound(
    api.cmsPage({ params: { uri }, query: { language: langOf(params) } }, { quiet: true }),
  );
  return { page };
}
