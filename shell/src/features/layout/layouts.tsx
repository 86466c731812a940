import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { chatWidgetTrigger, passportModalTrigger } from '../federation/remote-intent.ts';
import { RemoteSlot } from '../federation/remote-slot.tsx';
import { Header } from '../header/header.tsx';
import { ChatLauncher } from './chat-launcher.tsx';
import styles from './layout.module.css';
import { PageFrame } from './page-frame.tsx';

/**
 * Header, footer, the passport login modal and the chat widget around the page (SPEC §2). The widget's
 * launcher is the shell's; mf_classroom/ChatWidget loads on intent (chatWidgetTrigger), never with the page.
 */
export function DefaultFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      slots={
        <>
          <RemoteSlot remote="mf_passport" module="./LoginModal" trigger={passportModalTrigger} />
          <ChatLauncher />
          <RemoteSlot remote="mf_classroom" module="./ChatWidget" trigger={chatWidgetTrigger} />
        </>
      }
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

/** Header only (and the chat widget): the user area, whose pages bring their own menu. */
export function UserLayout() {
  return (
    <div className={styles.page}>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <RemoteSlot remote="mf_passport" module="./LoginModal" trigger={passportModalTrigger} />
      <ChatLauncher />
      <RemoteSlot remote="mf_classroom" module="./ChatWidget" trigger={chatWidgetTrigger} />
    </div>
  );
}

export function BlankLayout() {
  return <Outlet />;
}
