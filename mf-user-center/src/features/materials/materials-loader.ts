import { langOf } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

export type MaterialsAnswer = Awaited<ReturnType<typeof api.myMaterials>>;

export interface MaterialsData {
  materials: MaterialsAnswer;
}

/** user/delivery: courseware, printed textbooks and the delivery address, in one call. */
export async function materialsLoader({ params }: LoaderFunctionArgs): Promise<MaterialsData> {
  return { materials: await api.myMaterials({ query: { language: langOf(params) } }) };
}
