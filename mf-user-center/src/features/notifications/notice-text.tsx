import type { Lang, Notification } from '@hanyu/contract';
import { formatPrice, useLang, withNodes } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../page-frame/date-time.tsx';

type Params = Notification['params'];

const text = (params: Params, name: string) => String(params[name] ?? '');
const id = (params: Params, name: string) => Number(params[name] ?? 0);

/** Where a notice leads: its subject's page, under `/{lang}/`. */
export function noticeHref(notice: Notification, lang: Lang): string {
  const { params } = notice;
  const to = (path: string) => `/${lang}/${path}`;
  switch (notice.kind) {
    case 'lesson_reminder':
    case 'lesson_booked':
    case 'lesson_cancelled':
    case 'lesson_rescheduled':
    case 'dispute_raised':
    case 'dispute_decided':
      return to('user/date');
    case 'refund_decided':
      return to('user/order');
    case 'payout_paid':
      return to('teach/payouts');
    case 'new_message':
      return to(`module/im/room?c=${id(params, 'conversation_id')}`);
    case 'new_review':
      return to('teach');
    case 'review_reply':
      return params.teacher_id === null ? to('user') : to(`t/${id(params, 'teacher_id')}`);
  }
}

/**
 * A notice's sentence in the page language from its kind and values, with its times as <time> elements in the
 * reader's zone (the server stores no words: docs/decisions.md, "Notifications").
 */
export function useNoticeText(): (notice: Notification) => ReactNode {
  const { t } = useTranslation('userCenter');
  const lang = useLang();
  return (notice) => {
    const { params } = notice;
    const at = (name: string) => <DateTime iso={text(params, name)} />;
    switch (notice.kind) {
      case 'lesson_reminder':
      case 'lesson_booked':
      case 'lesson_cancelled': {
        const kind = notice.kind;
        return withNodes(
          (values) => t(`notifications.text.${kind}`, { ...values, name: text(params, 'other_name') }),
          { time: at('starts_at') },
        );
      }
      case 'lesson_rescheduled':
        return withNodes(
          (values) =>
            t('notifications.text.lesson_rescheduled', { ...values, name: text(params, 'other_name') }),
          { time: at('starts_at'), previous: at('previous_starts_at') },
        );
      case 'refund_decided':
        return t(
          params.state === 'approved'
            ? 'notifications.text.refund_approved'
            : 'notifications.text.refund_declined',
          { order: id(params, 'order_id') },
        );
      case 'dispute_raised':
        return t('notifications.text.dispute_raised', { name: text(params, 'other_name') });
      case 'dispute_decided':
        return t(
          params.outcome === 'upheld'
            ? 'notifications.text.dispute_upheld'
            : 'notifications.text.dispute_rejected',
        );
      case 'payout_paid':
        return t('notifications.text.payout_paid', {
          amount: formatPrice(id(params, 'amount_minor'), text(params, 'currency'), lang),
        });
      case 'new_message':
        return t('notifications.text.new_message', {
          count: notice.count,
          name: text(params, 'sender_name'),
        });
      case 'new_review':
        return t('notifications.text.new_review', {
          name: text(params, 'author_name'),
          stars: id(params, 'stars'),
        });
      case 'review_reply':
        return t('notifications.text.review_reply', { name: text(params, 'replier_name') });
    }
  };
}
