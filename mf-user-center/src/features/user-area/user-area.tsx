import { Container } from '@hanyu/ui';
import { Outlet, useLoaderData } from 'react-router';
import { BalanceProvider } from '../money/balance-context.tsx';
import styles from './user-area.module.css';
import type { userAreaLoader } from './user-area-loader.ts';
import { UserMenu } from './user-menu.tsx';

/** The user area (SPEC §2): the user menu beside the page on desktop, above it on phones. */
export function UserArea() {
  const { balance } = useLoaderData<typeof userAreaLoader>();
  return (
    <BalanceProvider pending={balance}>
      <Container className={styles.area}>
        <UserMenu />
        <div className={styles.page}>
          <Outlet />
        </div>
      </Container>
    </BalanceProvider>
  );
}
