import type { ReactNode } from 'react';
import { Footer } from '../footer/footer.tsx';
import { Header } from '../header/header.tsx';
import styles from './layout.module.css';

/**
 * Header, the page's <main> and footer: the frame of the default layout, which the server renders around
 * a public page too (src/ssr.tsx), so it must not need the federation runtime.
 */
export function PageFrame({ children, slots }: { children: ReactNode; slots?: ReactNode }) {
  return (
    <div className={styles.page}>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {slots}
    </div>
  );
}
