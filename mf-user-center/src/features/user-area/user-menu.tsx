import { useSession } from '@hanyu/session';
import { type RouteHandle, useLocalePath } from '@hanyu/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { usePayingBalance } from '../money/balance-context.tsx';
import { useMoney } from '../money/use-money.ts';
import { type Entry, useHas } from './roles.ts';
import styles from './user-menu.module.css';

type Icon =
  | 'home'
  | 'bookings'
  | 'teachers'
  | 'favourites'
  | 'courses'
  | 'materials'
  | 'orders'
  | 'bills'
  | 'spread'
  | 'promote'
  | 'linked'
  | 'mentor'
  | 'timetable'
  | 'notifications'
  | 'info'
  | 'setting'
  | 'org'
  | 'topUp'
  | 'logOut';

interface MenuEntry {
  /** The `handle.tab` of the page the entry opens; entries leaving the area have none. */
  tab?: string;
  label: string;
  href: string;
  icon: Icon;
}

/** The tab the page on screen marks as active: the deepest route's `handle.tab`. */
function useActiveTab(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.tab)
    .filter(Boolean)
    .at(-1);
}

/**
 * The user menu (SPEC §2) in its order, the entries the signed-in user's role has (roles.ts): a teacher's
 * first entry is the teaching centre and they also set their timetable; a company-paid learner has no top-up,
 * since their company pays (SPEC §6). On top of any role: an organisation owner's sub-accounts, an operator's
 * service centre and an assistant teacher's booking screen.
 */
export function UserMenu() {
  const { t } = useTranslation('userCenter');
  const to = useLocalePath();
  const { pathname, search } = useLocation();
  const has = useHas();
  const user = useSession((state) => state.user);
  const onTop: Record<'org' | 'serviceCentre' | 'assistantBooking', boolean> = {
    org: user?.org_owner === true,
    serviceCentre: user?.operator === true,
    assistantBooking: user?.assistant === true,
  };
  const activeTab = useActiveTab();
  const all: Array<MenuEntry & { entry: Entry | keyof typeof onTop }> = [
    { entry: 'myPage', tab: 'home', label: t('menu.myPage'), href: to('user'), icon: 'home' },
    { entry: 'teachingCentre', label: t('menu.teachingCentre'), href: to('teach'), icon: 'home' },
    { entry: 'serviceCentre', label: t('menu.serviceCentre'), href: to('service-centre'), icon: 'home' },
    {
      entry: 'assistantBooking',
      label: t('menu.assistantBooking'),
      href: to('teach/assist'),
      icon: 'bookings',
    },
    { entry: 'bookings', tab: 'date', label: t('menu.bookings'), href: to('user/date'), icon: 'bookings' },
    {
      entry: 'teachers',
      tab: 'teacher',
      label: t('menu.teachers'),
      href: to('user/teacher'),
      icon: 'teachers',
    },
    {
      entry: 'favourites',
      tab: 'favourites',
      label: t('favourites.menu'),
      href: to('user/favourites'),
      icon: 'favourites',
    },
    {
      entry: 'reviews',
      tab: 'reviews',
      label: t('reviews.menu'),
      href: to('user/reviews'),
      icon: 'teachers',
    },
    { entry: 'courses', tab: 'course', label: t('menu.courses'), href: to('user/course'), icon: 'courses' },
    {
      entry: 'materials',
      tab: 'delivery',
      label: t('menu.materials'),
      href: to('user/delivery'),
      icon: 'materials',
    },
    { entry: 'orders', tab: 'order', label: t('menu.orders'), href: to('user/order'), icon: 'orders' },
    { entry: 'bills', tab: 'bill', label: t('menu.bills'), href: to('user/bill'), icon: 'bills' },
    { entry: 'spread', tab: 'spread', label: t('menu.spread'), href: to('user/spread'), icon: 'spread' },
    { entry: 'promote', tab: 'promote', label: t('menu.promote'), href: to('user/promote'), icon: 'promote' },
    { entry: 'linked', tab: 'linked', label: t('menu.linked'), href: to('user/linked'), icon: 'linked' },
    { entry: 'mentor', tab: 'mentor', label: t('menu.mentor'), href: to('user/mentor'), icon: 'mentor' },
    { entry: 'timetable', label: t('menu.timetable'), href: to('user/timetable'), icon: 'timetable' },
    {
      entry: 'notifications',
      tab: 'notifications',
      label: t('notifications.menu'),
      href: to('user/notifications'),
      icon: 'notifications',
    },
    { entry: 'info', tab: 'info', label: t('menu.info'), href: to('user/info'), icon: 'info' },
    { entry: 'setting', tab: 'setting', label: t('menu.setting'), href: to('user/setting'), icon: 'setting' },
    { entry: 'org', tab: 'org', label: t('menu.org'), href: to('user/org'), icon: 'org' },
    {
      entry: 'topUp',
      label: t('menu.topUp'),
      href: `${to('top-up')}?return=${encodeURIComponent(pathname + search)}`,
      icon: 'topUp',
    },
    { entry: 'logOut', label: t('menu.logOut'), href: to('passport/logout'), icon: 'logOut' },
  ];
  const entries = all.filter(({ entry }) =>
    entry in onTop ? onTop[entry as keyof typeof onTop] : has(entry as Entry),
  );
  return (
    <nav className={styles.menu} aria-label={t('menu.label')}>
      <MenuHeader />
      <ul className={styles.entries}>
        {entries.map((entry) => {
          const active = entry.tab !== undefined && entry.tab === activeTab;
          return (
            <li key={entry.entry} className={entry.icon === 'logOut' ? styles.last : undefined}>
              <Link
                to={entry.href}
                className={`${styles.entry} ${active ? styles.active : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                <MenuIcon icon={entry.icon} />
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Who is signed in and the balance they pay from. */
function MenuHeader() {
  const { t } = useTranslation('userCenter');
  const user = useSession((state) => state.user);
  const balance = usePayingBalance();
  const money = useMoney();
  const name = user?.nick_name || user?.email || '';
  return (
    <div className={styles.header}>
      {user?.avatar ? (
        <img className={styles.avatar} src={user.avatar} alt="" width={48} height={48} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className={styles.who}>
        <p className={styles.name}>{name}</p>
        {balance.state === 'ok' ? (
          <p className={styles.balance} data-testid="menu-balance">
            <span className={styles.balanceLabel}>
              {balance.company ? t('menu.companyBalance', { company: balance.company }) : t('menu.balance')}
            </span>{' '}
            <strong>{money(balance.minor, balance.currency)}</strong>
          </p>
        ) : (
          <p className={styles.balanceLabel} data-testid="menu-balance">
            {t('menu.balanceUnavailable')}
          </p>
        )}
      </div>
    </div>
  );
}

const ICON_PATHS: Record<Icon, string> = {
  home: 'M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z',
  bookings: 'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M8 3v4M16 3v4',
  teachers: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  favourites:
    'M12 20s-7-4.3-8.9-8.5C1.7 8.4 3.7 5 7 5c1.9 0 3.3 1 5 2.5C13.7 6 15 5 17 5c3.3 0 5.3 3.4 3.9 6.5z',
  org: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14a6 6 0 0 1 3 6',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  courses: 'M4 5h7a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H4zM20 5h-7a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h7z',
  materials: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  bills: 'M4 6h16M4 12h16M4 18h10',
  spread: 'M4 10h16v4H4zM6 14v7h12v-7M12 10v11M12 10c-2-4-6-4-6-1s6 1 6 1zM12 10c2-4 6-4 6-1s-6 1-6 1z',
  promote: 'M3 11v2l13 5V6zM16 9a3 3 0 0 1 0 6M6 13l1 6h3l-1-5',
  linked: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
  mentor: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z',
  timetable: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  notifications: 'M18 16V11a6 6 0 0 0-12 0v5l-2 2h16zM10 20a2 2 0 0 0 4 0',
  info: 'M4 5h16v14H4zM8 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0M6.5 16a3.5 3.5 0 0 1 7 0M15 9h3M15 13h3',
  setting:
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM19 12l2-1-1-3-2 .3-1.3-1.3.3-2-3-1-1 2h-2l-1-2-3 1 .3 2L6 7.3 4 7 3 10l2 1v2l-2 1 1 3 2-.3 1.3 1.3-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.3-1.3 2 .3 1-3-2-1z',
  topUp: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v8M8 12h8',
  logOut: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
};

function MenuIcon({ icon }: { icon: Icon }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
