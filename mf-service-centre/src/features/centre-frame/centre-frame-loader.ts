import type { OperatedUser } from '@hanyu/contract';
import type { ShouldRevalidateFunction } from 'react-router';
import { api } from '../../api.ts';

export interface CentreFrameData {
  operator: OperatedUser;
}

/**
 * service-centre (the frame around every centre page): the operator signed in. The API answers it to
 * operators only, so a learner, a teacher or a signed-out visitor gets the frame's operators-only state.
 */
export async function centreFrameLoader(): Promise<CentreFrameData> {
  return { operator: await api.operatorSelf({}) };
}

/** Read on entering the centre and on a retry; moving between its pages keeps it. */
export const shouldRevalidateCentreFrame: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.href === nextUrl.href && defaultShouldRevalidate;
