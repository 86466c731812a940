import type { CouponRedemptionsResponse, OperatorCouponsResponse } from '@hanyu/contract';
import { orNotFound } from '@hanyu/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';

/** service-centre/coupons: every coupon, newest first, with its uses. */
export async function couponsLoader(): Promise<OperatorCouponsResponse> {
  return api.operatorCoupons({});
}

/** service-centre/coupons/:coupon_id: the coupon and who used it; 404 for no such coupon. */
export async function couponLoader({ params }: LoaderFunctionArgs): Promise<CouponRedemptionsResponse> {
  const id = params.coupon_id ?? '';
  if (!/^[0-9]{1,18}$/.test(id)) throw new Response(null, { status: 404 });
  return orNotFound(api.couponRedemptions({ params: { id } }));
}
