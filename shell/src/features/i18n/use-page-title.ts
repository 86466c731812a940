import { useEffect } from 'react';
import { useBrand } from '../brand/brand-context.tsx';

/** Sets the document title as "Page · Brand". */
export function usePageTitle(title: string | undefined): void {
  const brand = useBrand();
  useEffect(() => {
    if (title) document.title = `${title} · ${brand.name}`;
  }, [title, brand.name]);
}
