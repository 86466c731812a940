import type { RouteHandle } from '@hanyu/ui';

/** A centre page's handle: its title (a key of the `service` namespace); the frame's route holds the rest. */
export const centrePage = (titleKey: `service:${string}`): RouteHandle => ({ titleKey });
