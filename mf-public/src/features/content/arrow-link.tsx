import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './arrow-link.module.css';
import { ArrowIcon } from './icons.tsx';

/** A "see more" link: bold text followed by an arrow that nudges forward on hover. */
export function ArrowLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className ? `${styles.link} ${className}` : styles.link}>
      {children}
      <ArrowIcon />
    </Link>
  );
}
