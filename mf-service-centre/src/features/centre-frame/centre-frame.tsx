import { isApiError } from '@hanyu/sdk';
import { Container, LoadFailed, useLang } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useLocation, useRouteError } from 'react-router';
import styles from './centre-frame.module.css';
import type { centreFrameLoader } from './centre-frame-loader.ts';
import { CentreNav } from './centre-nav.tsx';

/** The service centre's route id, whose loader reads the operator signed in. */
export const CENTRE_FRAME_ROUTE_ID = 'lang-service-centre';

function Frame({ operatorName, children }: { operatorName?: string | undefined; children: ReactNode }) {
  const { t } = useTranslation('service');
  return (
    <Container className={styles.frame}>
      <p className={styles.eyebrow}>
        {t('frame.name')}
        {operatorName ? (
          <span className={styles.operator}>{t('frame.signedInAs', { name: operatorName })}</span>
        ) : null}
      </p>
      <CentreNav />
      <div className={styles.page}>{children}</div>
    </Container>
  );
}

/** The service centre (operators only): its navigation above the page. */
export function CentreFrame() {
  const { operator } = useLoaderData<typeof centreFrameLoader>();
  return (
    <Frame operatorName={operator.nick_name || operator.email}>
      <Outlet />
    </Frame>
  );
}

/** What a visitor who is not an operator reads: the centre is for operators, and a way to sign in. */
function OperatorsOnly({ signedOut }: { signedOut: boolean }) {
  const { t } = useTranslation('service');
  const lang = useLang();
  const { pathname, search } = useLocation();
  return (
    <Container className={styles.frame}>
      <div className={styles.problem} role="alert">
        <h1>{t('frame.operatorsOnly')}</h1>
        <p>{t('frame.operatorsOnlyText')}</p>
        {signedOut ? (
          <Link
            className={styles.signIn}
            to={`/${lang}/passport/login?redirect_url=${encodeURIComponent(pathname + search)}`}
          >
            {t('frame.signIn')}
          </Link>
        ) : null}
      </div>
    </Container>
  );
}

/**
 * The error boundary of the whole centre, its pages' included: a visitor the API refuses (401 signed out,
 * 403 not an operator) reads the operators-only state without the centre's navigation; any other failure
 * keeps the navigation and offers a retry of the loaders.
 */
export function CentreFrameError() {
  const error = useRouteError();
  if (isApiError(error) && (error.status === 401 || error.status === 403))
    return <OperatorsOnly signedOut={error.status === 401} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Frame>
      <LoadFailed headingLevel={1} />
    </Frame>
  );
}

/** A person or a coupon the URL names that does not exist (the loader's 404), the centre's sections around. */
function NotFound() {
  const { t } = useTranslation('service');
  return (
    <Frame>
      <h1 className={styles.heading}>{t('frame.notFound')}</h1>
      <p>{t('frame.notFoundText')}</p>
    </Frame>
  );
}

/** service-centre itself: what the centre is for, its sections being the navigation above. */
export function CentreHome() {
  const { t } = useTranslation('service');
  return (
    <>
      <h1 className={styles.heading}>{t('frame.heading')}</h1>
      <p>{t('frame.intro')}</p>
    </>
  );
}
