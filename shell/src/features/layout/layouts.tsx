import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { passportModalTrigger } from '../federation/remote-intent.ts';
import { RemoteSlot } from '../federation/remote-slot.tsx';
import { Header } from '../header/header.tsx';
import styles from './layout.module.css';
import { PageFrame } from './page-frame.tsx';

/**
 * Header, footer and the passport login modal around the page (SPEC §2). The chat widget joins them when
 * mf-classroom exposes it (issue 12's chat): a slot for a module no remote exposes would fetch and fail on
 * every page.
 */
export function DefaultFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      slots={<RemoteSlot remote="mf_passport" module="./LoginModal" trigger={passportModalTrigger} />}
    >
      {children}
    </PageFrame>
  );
}

export function DefaultLayout() {
  return (
    <DefaultFrame>
      <Outlet />
    </DefaultFrame>
  );
}

/** The whole viewport for the page: classrooms and players. */
export function FullscreenLayout() {
  return (
    <main id="main" className={styles.fullscreen}>
      <Outlet />
    </main>
  );
}

/** Header only: the user area, whose pages bring their own menu. */
export function UserLayout() {
  return (
    <div className={styles.page}>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <RemoteSlot remote="mf_passport" module="./LoginModal" trigger={passportModalTrigger} />
    </div>
  );
}

export function BlankLayout() {
  return <Outlet />;
}
