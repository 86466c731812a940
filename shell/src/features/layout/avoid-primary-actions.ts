/**
 * The page's primary actions (the checkout's total and pay button, booking's "Continue" bar): elements a page
 * marks with this attribute, which floating controls of the shell (the chat bubble) must never cover.
 */
export const PRIMARY_ACTION_SELECTOR = '[data-primary-action]';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Space kept between the bubble and an action it moved away from. */
export const AVOID_GAP_PX = 8;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * How far up (px) the bubble at `home` (where it sits unmoved) must move so that it covers none of `actions`:
 * it moves just above each action it would cover, and again above any it then meets. Null when there is no
 * room for it below `ceiling` (the header's bottom): it is then better hidden than covering the action.
 */
export function liftToAvoid(
  home: Box,
  actions: readonly Box[],
  ceiling = 0,
  gap = AVOID_GAP_PX,
): number | null {
  const visible = actions.filter((box) => box.bottom > box.top && box.right > box.left);
  let lift = 0;
  for (let round = 0; round <= visible.length; round++) {
    const at = { ...home, top: home.top - lift, bottom: home.bottom - lift };
    const padded = (box: Box) => ({ ...box, top: box.top - gap, bottom: box.bottom + gap });
    const covered = visible.filter((box) => overlaps(at, padded(box)));
    if (!covered.length) return lift;
    const highestTop = Math.min(...covered.map((box) => box.top));
    lift = home.bottom - (highestTop - gap);
    if (home.top - lift < ceiling) return null;
  }
  return lift;
}
