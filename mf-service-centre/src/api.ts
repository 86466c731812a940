import { type Endpoints, endpointPaths } from '@hanyu/contract';
import { createApi } from '@hanyu/sdk';

/** The API as this remote's build of the contract knows it, so new endpoints need no shell rebuild. */
export const api = createApi<Endpoints>(endpointPaths);
