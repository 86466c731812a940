import type { PagerLabels } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';

/** The shared pager's words in this remote's strings. */
export function usePagerLabels(): PagerLabels {
  const { t } = useTranslation('public');
  return {
    label: t('catalogue.pager.label'),
    previous: t('catalogue.pager.previous'),
    next: t('catalogue.pager.next'),
    page: (page) => t('catalogue.pager.page', { page }),
  };
}
