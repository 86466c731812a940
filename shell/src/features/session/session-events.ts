import { bus } from '@hanyu/event-bus';
import { sessionStore } from '@hanyu/session';
import type { DataRouter } from 'react-router';

/**
 * Shell answers to what the sdk reports: body code 401 clears the session and goes to the logout route
 * (SPEC §6). Returns the unsubscribe function.
 */
export function connectSessionEvents(router: Pick<DataRouter, 'navigate' | 'state'>): () => void {
  return bus.on('session:unauthorized', () => {
    sessionStore.getState().clear();
    const lang = router.state.location.pathname.split('/')[1] || 'en';
    void router.navigate(`/${lang}/passport/logout`);
  });
}
