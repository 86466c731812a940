import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { type Settled, settle } from '../page-frame/settle.ts';
import { langOf } from '../page-frame/use-lang.ts';

export type MaterialsAnswer = Awaited<ReturnType<typeof api.myMaterials>>;

export interface MaterialsData {
  materials: Promise<Settled<MaterialsAnswer>>;
}

/** user/delivery: courseware, printed textbooks and the delivery address, in one call. */
export function materialsLoader({ params }: LoaderFunctionArgs): MaterialsData {
  return { materials: settle(api.myMaterials({ query: { language: langOf(params) } })) };
}
