import { buttonClassName, LoadFailed } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useMatches, useParams, useRouteError } from 'react-router';
import { OutcomePanel } from './page-states.tsx';

/**
 * The contract's COURSE_KINDS, spelled out: this boundary is part of the routes entry, which must not bring the
 * contract's schemas along (see RETURN_GATEWAYS in routes.tsx).
 */
const COURSE_LISTS = ['live', 'group', 'video'] as const;

/**
 * What a booking route shows when its loader threw. A 404 (an item or a teacher in the URL the API does not know;
 * the server answers it with status 404) is the page's own "not here" panel; anything else (no answer, a 5xx) is
 * the page that could not be loaded, with a retry that runs the loaders again. On the server only the 404 is
 * rendered: another error gives the render up and the browser tries again (docs/server-render.md).
 */
export function PageError() {
  const error = useRouteError();
  const routeId = useMatches().at(-1)?.id;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return routeId === 'lang-checkout' ? <CannotBeBought /> : <NoSuchTeacher />;
  }
  return <LoadFailed />;
}

/** No item to buy: a missing or malformed sku, one the API does not know, or one it does not sell. */
export function CannotBeBought() {
  const { t } = useTranslation('booking');
  // The route's language as it is in the URL (useLang would bring the contract into the routes entry).
  const { lang } = useParams();
  return (
    <OutcomePanel
      tone="notice"
      title={t('checkout.unavailableTitle')}
      actions={COURSE_LISTS.map((kind, index) => (
        <Link
          key={kind}
          className={buttonClassName(index === 0 ? 'primary' : 'secondary')}
          to={`/${lang}/${kind}`}
        >
          {t(`kinds.${kind}`)}
        </Link>
      ))}
    >
      <p>{t('checkout.unavailableText')}</p>
    </OutcomePanel>
  );
}

/** The free trial without a teacher, or with one the API does not know: the teachers to choose from. */
export function NoSuchTeacher() {
  const { t } = useTranslation('booking');
  const { lang } = useParams();
  return (
    <OutcomePanel
      tone="notice"
      title={t('book.trialChooseTeacher')}
      actions={
        <Link className={buttonClassName()} to={`/${lang}/live`}>
          {t('book.browseTeachers')}
        </Link>
      }
    />
  );
}
