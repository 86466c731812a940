import { currentI18n } from '@hanyu/i18n';
import type { Brand } from '@hanyu/ui';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandContext } from '../features/brand/brand-context.tsx';
import { type Remotes, RemotesContext } from '../features/federation/remotes-context.tsx';

/** Runs `effect` once the tree below has been committed to the page (never on the server). */
function AfterCommit({ effect, children }: { effect?: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => effect?.(), [effect]);
  return children;
}

/**
 * The whole app around its router: the same tree in the server render (src/ssr.tsx, a static router) and in
 * the browser (bootstrap.tsx, which hydrates it), so React adopts the server's DOM instead of replacing it.
 * The i18next instance is passed explicitly: the page's, or in a server render that render's own (currentI18n).
 */
export function App({
  brand,
  remotes,
  onCommit,
  children,
}: {
  brand: Brand;
  remotes: Remotes;
  onCommit?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AfterCommit effect={onCommit}>
        <I18nextProvider i18n={currentI18n()}>
          <BrandContext value={brand}>
            <RemotesContext value={remotes}>{children}</RemotesContext>
          </BrandContext>
        </I18nextProvider>
      </AfterCommit>
    </StrictMode>
  );
}
