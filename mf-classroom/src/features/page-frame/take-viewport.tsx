import type { ReactNode } from 'react';
import styles from './take-viewport.module.css';

/**
 * The live room itself, in the site's layout: it takes the whole viewport, and the shell leaves out the header,
 * footer and chat bubble around a page holding `data-takes-viewport` (shell layout.module.css). Everything
 * before the room (the device check, the countdown, the notices) keeps the site's header.
 */
export function TakeViewport({ children }: { children: ReactNode }) {
  return (
    <div className={styles.viewport} data-takes-viewport="">
      {children}
    </div>
  );
}
