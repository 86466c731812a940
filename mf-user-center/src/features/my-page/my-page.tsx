import type { MyVideoCourses, Order } from '@hanyu/contract';
import { useSession } from '@hanyu/session';
import { Button, buttonClassName, EmptyState, useLocalePath } from '@hanyu/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { StudyPlanSummary } from '../mentor/study-plan-summary.tsx';
import { usePayingBalance } from '../money/balance-context.tsx';
import { OrderStatusBadge } from '../money/order-status-badge.tsx';
import { useMoney } from '../money/use-money.ts';
import { DateTime } from '../page-frame/date-time.tsx';
import { useHas } from '../user-area/roles.ts';
import styles from './my-page.module.css';
import type { myPageLoader } from './my-page-loader.ts';

/** user: my page — greeting, the balance paid from, the latest orders and shortcuts. */
export function MyPage() {
  const { t } = useTranslation('userCenter');
  const { studying, studyPlan } = useLoaderData<typeof myPageLoader>();
  const user = useSession((state) => state.user);
  const to = useLocalePath();
  const ordersHeadingId = useId();
  const videoHeadingId = useId();
  const planHeadingId = useId();
  const has = useHas();
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>
          {t('myPage.greeting', { name: user?.nick_name || user?.email || '' })}
        </h1>
        <p className={styles.lead}>{has('studying') ? t('myPage.lead') : t('myPage.teacherLead')}</p>
      </header>
      <BalanceCard />
      {studying ? (
        <>
          <section className={styles.section} aria-labelledby={ordersHeadingId}>
            <div className={styles.sectionHead}>
              <h2 id={ordersHeadingId} className={styles.sectionTitle}>
                {t('myPage.recentOrders')}
              </h2>
              <Link to={to('user/order')}>{t('myPage.allOrders')}</Link>
            </div>
            <RecentOrders orders={studying.recentOrders.list} />
          </section>
          <section className={styles.section} aria-labelledby={videoHeadingId}>
            <h2 id={videoHeadingId} className={styles.sectionTitle}>
              {t('myPage.videoCourses')}
            </h2>
            <VideoCourses courses={studying.videoCourses.list} />
          </section>
        </>
      ) : null}
      {studyPlan ? (
        <section className={styles.section} aria-labelledby={planHeadingId}>
          <h2 id={planHeadingId} className={styles.sectionTitle}>
            {t('studyPlan.heading')}
          </h2>
          <StudyPlanSummary match={studyPlan.match} />
        </section>
      ) : null}
      <Shortcuts />
    </div>
  );
}

/**
 * The tuition balance: the learner's own with a top-up, or for a company-paid learner the company's,
 * named, with whom to ask when it runs short (SPEC §6).
 */
function BalanceCard() {
  const { t } = useTranslation('userCenter');
  const balance = usePayingBalance();
  const money = useMoney();
  const to = useLocalePath();
  const revalidator = useRevalidator();
  const headingId = useId();
  const has = useHas();
  const company = balance.state === 'ok' ? balance.company : undefined;
  return (
    <section className={styles.balanceCard} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.balanceHeading}>
        {company ? t('balance.company', { company }) : t('balance.heading')}
      </h2>
      {balance.state === 'ok' ? (
        <p className={styles.amount} data-testid="balance-amount">
          {money(balance.minor, balance.currency)}
        </p>
      ) : (
        <div className={styles.balanceProblem} role="alert">
          <p>{t('balance.unavailable')}</p>
          <Button variant="secondary" size="small" onClick={() => revalidator.revalidate()}>
            {t('states.retry')}
          </Button>
        </div>
      )}
      {company ? (
        <p className={styles.note}>{t('balance.companyNote')}</p>
      ) : !has('topUp') ? (
        <p className={styles.note}>{t('balance.teacherNote')}</p>
      ) : (
        <div className={styles.balanceFoot}>
          <p className={styles.note}>{t('balance.ownNote')}</p>
          <Link
            to={`${to('top-up')}?return=${encodeURIComponent(to('user'))}`}
            className={buttonClassName('primary')}
          >
            {t('balance.topUp')}
          </Link>
        </div>
      )}
    </section>
  );
}

/** The latest orders, compact; none yet leads to the courses. */
function RecentOrders({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const money = useMoney();
  if (!orders.length) {
    return (
      <EmptyState
        headingLevel={3}
        title={t('myPage.noOrdersTitle')}
        text={t('myPage.noOrdersText')}
        action={
          <Link to={to('live')} className={buttonClassName('primary')}>
            {t('myPage.browseCourses')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className={styles.orders}>
      {orders.map((order) => (
        <li key={order.id} className={styles.order}>
          <div className={styles.orderMain}>
            <Link to={to(`i/${order.course_id}`)} className={styles.orderTitle}>
              {order.course_title}
            </Link>
            <span className={styles.orderMeta}>
              {t('order.number', { id: order.id })} · <DateTime iso={order.created_at} format="day" />
            </span>
          </div>
          <span className={styles.orderStatus}>
            <OrderStatusBadge status={order.status} />
          </span>
          <span className={styles.orderTotal}>{money(order.total_minor, order.currency)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The video courses being studied, last studied first: how far each is and the way back into it. */
function VideoCourses({ courses }: { courses: MyVideoCourses['list'] }) {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  if (!courses.length) {
    return (
      <EmptyState
        headingLevel={3}
        title={t('myPage.noVideoTitle')}
        text={t('myPage.noVideoText')}
        action={<Link to={to('video')}>{t('myPage.shortcutVideo')}</Link>}
      />
    );
  }
  return (
    <ul className={styles.videoCourses}>
      {courses.map((course) => {
        const progress = t('myPage.videoProgress', {
          done: course.lessons_done,
          count: course.lessons_total,
        });
        return (
          <li key={course.course_id} className={styles.videoCourse}>
            <span className={styles.orderTitle}>{course.title}</span>
            <progress
              className={styles.videoBar}
              max={course.lessons_total || 1}
              value={course.lessons_done}
              aria-label={progress}
            />
            <span className={styles.orderMeta}>{progress}</span>
            <Link to={to(course.resume_path)} className={buttonClassName('secondary', 'small')}>
              {course.current_lesson_id === null ? t('myPage.videoReview') : t('myPage.videoResume')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

type ShortcutIcon = 'live' | 'group' | 'video' | 'orders' | 'bills' | 'teach' | 'timetable' | 'bookings';

const SHORTCUT_PATHS: Record<ShortcutIcon, string> = {
  live: 'M4 6h11v12H4zM15 10l5-3v10l-5-3',
  group:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M12 17c1-1.5 2.5-2 4-2 3 0 6 2 6 5',
  video: 'M3 5h18v14H3zM10 9l5 3-5 3z',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  bills: 'M4 6h16M4 12h16M4 18h10',
  teach: 'M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z',
  timetable: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  bookings: 'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M8 3v4M16 3v4',
};

/** The way back to the courses, the orders and the bills; a teacher's to their teaching. */
function Shortcuts() {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const has = useHas();
  const headingId = useId();
  const shortcuts: Array<{ icon: ShortcutIcon; label: string; href: string }> = has('studying')
    ? [
        { icon: 'live', label: t('myPage.shortcutLive'), href: to('live') },
        { icon: 'group', label: t('myPage.shortcutGroup'), href: to('group') },
        { icon: 'video', label: t('myPage.shortcutVideo'), href: to('video') },
        { icon: 'orders', label: t('myPage.shortcutOrders'), href: to('user/order') },
        { icon: 'bills', label: t('myPage.shortcutBills'), href: to('user/bill') },
      ]
    : [
        { icon: 'teach', label: t('myPage.shortcutTeach'), href: to('teach') },
        { icon: 'timetable', label: t('myPage.shortcutTimetable'), href: to('user/timetable') },
        { icon: 'bookings', label: t('myPage.shortcutBookings'), href: to('user/date') },
        { icon: 'bills', label: t('myPage.shortcutBills'), href: to('user/bill') },
      ];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('myPage.shortcuts')}
      </h2>
      <ul className={styles.shortcuts}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.icon}>
            <Link to={shortcut.href} className={styles.shortcut}>
              <svg className={styles.shortcutIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d={SHORTCUT_PATHS[shortcut.icon]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {shortcut.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
