import styles from './prose.module.css';

/**
 * HTML written in the CMS. It is rendered as HTML on purpose: the server sanitises every body when it is
 * stored (no script, event handler or javascript: URL survives, see the contract's PubDetail), so the
 * markup is trusted here as it is for the course descriptions.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when stored (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
