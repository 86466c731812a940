import { isApiError } from '@hanyu/sdk';
import { Container, LoadFailed } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import frame from '../page-frame/page-frame.module.css';

/** teach/assist with nothing to show: the assistants-only notice to anyone else (the API's 403), else a retry. */
export function AssistError() {
  const { t } = useTranslation('teacher');
  const error = useRouteError();
  return (
    <Container className={frame.page}>
      <h1 className={frame.heading}>{t('assist.heading')}</h1>
      {isApiError(error) && error.status === 403 ? (
        <div className={frame.problem} role="alert">
          <h2>{t('assist.assistantsOnly')}</h2>
          <p>{t('assist.assistantsOnlyText')}</p>
        </div>
      ) : (
        <LoadFailed headingLevel={2} />
      )}
    </Container>
  );
}
