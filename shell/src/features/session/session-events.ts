import type { Registry } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { sessionStore } from '@hanyu/session';
import type { DataRouter } from 'react-router';

/**
 * Shell answers to what the sdk reports: body code 401 clears the session and goes to the logout route
 * (SPEC §6). Returns the unsubscribe function.
 */
export function connectSessionEvents(
  router: Pick<DataRouter, 'navigate' | 'state'>,
  registry: Registry,
): () => void {
  const langOf = () => router.state.location.pathname.split('/')[1] || 'en';
  const offUnauthorized = bus.on('session:unauthorized', () => {
    sessionStore.getState().clear();
    void router.navigate(`/${langOf()}/passport/logout`);
  });
  // Without the passport remote nobody opens its modal on request: its login page is the way in.
  const offPassport = registry.remotes.mf_passport
    ? () => {}
    : bus.on('passport:open', ({ mode }) => {
        void router.navigate(`/${langOf()}/passport/login${mode === 'login' ? '' : `?mode=${mode}`}`);
      });
  return () => {
    offUnauthorized();
    offPassport();
  };
}
