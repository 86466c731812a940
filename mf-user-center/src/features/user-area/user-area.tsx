import type { Balance } from '@hanyu/contract';
import { Container } from '@hanyu/ui';
import type { ReactNode } from 'react';
import { Outlet, useLoaderData, useMatches } from 'react-router';
import { BalanceProvider } from '../money/balance-context.tsx';
import { PageError } from '../page-frame/states.tsx';
import styles from './user-area.module.css';
import type { UserAreaData, userAreaLoader } from './user-area-loader.ts';
import { UserMenu } from './user-menu.tsx';

/** The user area's route id, whose loader reads the balance. */
export const USER_AREA_ROUTE_ID = 'lang-user';

/** The user menu beside the page on desktop, above it on phones, with the balance they show. */
function AreaFrame({ balance, children }: { balance: Balance | undefined; children: ReactNode }) {
  return (
    <BalanceProvider balance={balance}>
      <Container className={styles.area}>
        <UserMenu />
        <div className={styles.page}>{children}</div>
      </Container>
    </BalanceProvider>
  );
}

/** The user area (SPEC §2): the user menu and the page. */
export function UserArea() {
  const { balance } = useLoaderData<typeof userAreaLoader>();
  return (
    <AreaFrame balance={balance}>
      <Outlet />
    </AreaFrame>
  );
}

/**
 * The error boundary of the whole area, its pages' included (a loader's call that failed, a page that threw):
 * the menu stays, and in the page's place it says the page could not be shown, with a retry that runs the
 * loaders again. The balance is the one read, if its read did not fail too (read from the area's match:
 * `useMatches` is among the router exports every shell build lends remotes).
 */
export function UserAreaError() {
  const area = useMatches().find((match) => match.id === USER_AREA_ROUTE_ID)?.loaderData as
    | UserAreaData
    | undefined;
  return (
    <AreaFrame balance={area?.balance}>
      <PageError />
    </AreaFrame>
  );
}
