import { BRANDS, type Brand } from '@hanyu/ui';
import { createContext, useContext } from 'react';

export const BrandContext = createContext<Brand>(BRANDS.hanyu);

export function useBrand(): Brand {
  return useContext(BrandContext);
}
