import { type Endpoints, endpointPaths } from '@hanyu/contract';
import { createApi } from '@hanyu/sdk';

/** The API as this remote's build of the contract knows it. */
export const api = createApi<Endpoints>(endpointPaths);
