import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state that closes itself on navigation: it is open only at the location it was opened at,
 * so menus and drawers never stay open over a new page.
 */
export function useOpenUntilNavigation(): [boolean, (open: boolean | ((open: boolean) => boolean)) => void] {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const setOpen = useCallback(
    (next: boolean | ((open: boolean) => boolean)) =>
      setOpenAt((current) => {
        const value = typeof next === 'function' ? next(current === key) : next;
        return value ? key : null;
      }),
    [key],
  );
  return [open, setOpen];
}
