import { sessionStore } from '@hanyu/session';
import { Spinner } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { passportApi } from '../passport-api/passport-api.ts';

/**
 * passport/logout (SPEC §4): the logout call when there is a session to end, its errors ignored, then
 * the session is cleared and the visitor goes home.
 */
export async function logoutLoader({ params }: LoaderFunctionArgs): Promise<Response> {
  if (sessionStore.getState().token) {
    await passportApi.logout().catch(() => undefined);
  }
  sessionStore.getState().clear();
  return redirect(`/${params.lang ?? ''}`);
}

/** Shown only if the redirect has not happened yet. */
export function LogoutPage() {
  const { t } = useTranslation('passport');
  return <Spinner label={t('logout.inProgress')} />;
}
