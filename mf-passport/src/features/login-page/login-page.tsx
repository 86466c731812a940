import { sameSitePath } from '@hanyu/contract';
import { sessionStore } from '@hanyu/session';
import { Card } from '@hanyu/ui';
import { useId } from 'react';
import { type LoaderFunctionArgs, redirect, useNavigate, useParams, useSearchParams } from 'react-router';
import { type OpenMode, PassportPanel } from '../forms/passport-panel.tsx';
import styles from './login-page.module.css';

const MODES: readonly string[] = ['login', 'register', 'reset'];

/**
 * A visitor who arrives signed in goes on to where they wanted, before the page renders (on the server too, as a
 * redirect). Signing in on the page navigates by itself and does not run this again.
 */
export function loginPageLoader({ request, params }: LoaderFunctionArgs): Response | null {
  if (!sessionStore.getState().token) return null;
  return redirect(
    sameSitePath(new URL(request.url).searchParams.get('redirect_url')) ?? `/${params.lang ?? ''}`,
  );
}

/**
 * passport/login (SPEC §2): the panels as a page. After signing in the visitor lands on redirect_url,
 * the page a sign-in guard sent them from, or the home page.
 */
export function LoginPage() {
  const { lang } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const headingId = useId();
  const requested = search.get('mode') ?? 'login';
  const mode = (MODES.includes(requested) ? requested : 'login') as OpenMode;
  const redirect = sameSitePath(search.get('redirect_url'));

  const changeMode = (next: OpenMode) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'login') params.delete('mode');
        else params.set('mode', next);
        return params;
      },
      { replace: true },
    );

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <Card className={styles.card}>
        <PassportPanel
          mode={mode}
          onModeChange={changeMode}
          onSignedIn={() => navigate(redirect ?? `/${lang}`, { replace: true })}
          headingId={headingId}
          headingLevel={1}
          {...(redirect ? { redirect } : {})}
        />
      </Card>
    </section>
  );
}
