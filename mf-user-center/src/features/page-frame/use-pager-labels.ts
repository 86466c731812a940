import type { PagerLabels } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';

/** The shared pager's words in this remote's strings. */
export function usePagerLabels(): PagerLabels {
  const { t } = useTranslation('userCenter');
  return {
    label: t('pager.label'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    page: (page) => t('pager.page', { page }),
  };
}
