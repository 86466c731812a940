import { selectSignedIn, useSession } from '@hanyu/session';
import { Card } from '@hanyu/ui';
import { useId, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { type OpenMode, PassportPanel } from '../forms/passport-panel.tsx';
import styles from './login-page.module.css';
import { safeRedirect } from './safe-redirect.ts';

const MODES: readonly string[] = ['login', 'register', 'reset'];

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
  const redirect = safeRedirect(search.get('redirect_url'));
  const signedIn = useSession(selectSignedIn);
  // Only a visitor who arrives signed in is sent on by rendering: signing in here navigates once itself, and
  // a second navigation to the same page, while the first is still loading its remote, lands on the 404.
  const [arrivedSignedIn] = useState(signedIn);

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

  // Signed in already: on to where they wanted.
  if (arrivedSignedIn) return <Navigate to={redirect ?? `/${lang}`} replace />;

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
