import { WaihuiRatesResponse, WaihuiTransformQuery, WaihuiTransformResponse } from '../catalogue.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';

/** The endpoints of the display currencies: served by `api/src/modules/currency`. */
export const currencyEndpoints = {
  waihuiTransform: {
    ...endpointPaths.waihuiTransform,
    owner: 'nobody',
    example: { query: { amount: '10000', from: 'CNY', to: 'USD' } },
    summary: 'Converts CNY minor units into a display currency at the stored rate of the day',
    query: WaihuiTransformQuery,
    response: WaihuiTransformResponse,
    cache: 'public',
  },
  waihuiRates: {
    ...endpointPaths.waihuiRates,
    owner: 'nobody',
    example: {},
    summary: 'Every stored display rate against CNY, with the day it was taken',
    response: WaihuiRatesResponse,
    cache: 'public',
  },
} as const satisfies EndpointTable;
