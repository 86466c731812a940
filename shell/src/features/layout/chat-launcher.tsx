import { ORG_USER_TYPE } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { selectSignedIn, useSession } from '@hanyu/session';
import { CHAT_DRAFT_STORAGE_KEY } from '@hanyu/ui';
import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestRemote } from '../federation/remote-intent.ts';
import { type Box, liftToAvoid, PRIMARY_ACTION_SELECTOR } from './avoid-primary-actions.ts';
import styles from './chat-launcher.module.css';

/**
 * The chat widget's launcher (SPEC §2, issue 12): a button in the corner on every page of the default and user
 * layouts, for learners and for visitors (who may ask before buying: the widget keeps their question while they
 * sign in), with the unread count the widget last announced. The widget itself (mf_classroom/ChatWidget) loads
 * when someone reaches for this button, not with the page; a click before it has loaded is replayed when it
 * mounts. It never covers a page's primary action: it moves above one it would cover (avoid-primary-actions), and
 * waits for the app on a server-rendered page that has one (chat-launcher.module.css).
 */
export function ChatLauncher() {
  const { t } = useTranslation('shell');
  const signedIn = useSession(selectSignedIn);
  const teacher = useSession((state) => state.user?.org_user?.user_type === ORG_USER_TYPE.teacher);
  const [unread, setUnread] = useState(() => bus.last('chat:unread')?.count ?? 0);
  const button = useRef<HTMLButtonElement>(null);
  const lift = useAvoidPrimaryActions(button);
  useEffect(() => bus.on('chat:unread', ({ count }) => setUnread(count)), []);

  // A visitor who wrote a question and then signed in finds it waiting in the support chat.
  useEffect(() => {
    if (signedIn && !teacher && readDraftWaiting()) bus.emit('chat:open', { with: 'support' });
  }, [signedIn, teacher]);

  // Teachers talk to their learners from the teaching centre (SPEC §6 gives the widget to learners).
  if (teacher) return null;
  const intent = () => requestRemote('mf_classroom');
  const label = t('chat.open');
  return (
    <button
      ref={button}
      type="button"
      className={styles.launcher}
      style={lift === null ? { visibility: 'hidden' } : ({ '--chat-lift': `${lift}px` } as CSSProperties)}
      aria-label={unread > 0 ? `${label}, ${t('chat.unread', { count: unread })}` : label}
      data-testid="chat-launcher"
      data-chat-launcher=""
      onPointerEnter={intent}
      onTouchStart={intent}
      onFocus={intent}
      onClick={() => {
        intent();
        bus.emit('chat:open', {});
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
        />
      </svg>
      {unread > 0 ? (
        <span className={styles.badge} data-testid="chat-unread" aria-hidden="true">
          {unread}
        </span>
      ) : null}
    </button>
  );
}

function readDraftWaiting(): boolean {
  try {
    return Boolean(globalThis.sessionStorage?.getItem(CHAT_DRAFT_STORAGE_KEY));
  } catch {
    return false;
  }
}

const boxOf = (rect: DOMRect): Box => ({
  top: rect.top,
  bottom: rect.bottom,
  left: rect.left,
  right: rect.right,
});

/**
 * How far the floating `element` moves up to keep off the page's primary actions in view, measured once a
 * frame after a scroll, a resize or a change of the page; null: nowhere to go, hidden.
 */
function useAvoidPrimaryActions(element: RefObject<HTMLElement | null>): number | null {
  const [lift, setLift] = useState<number | null>(0);
  const applied = useRef<number | null>(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const node = element.current;
      if (!node) return;
      const now = boxOf(node.getBoundingClientRect());
      const moved = applied.current ?? 0;
      // Where it sits unmoved (hidden, it still has its box).
      const home = { ...now, top: now.top + moved, bottom: now.bottom + moved };
      const actions = [...document.querySelectorAll(PRIMARY_ACTION_SELECTOR)].map((action) =>
        boxOf(action.getBoundingClientRect()),
      );
      const header = document.querySelector('body header');
      const ceiling = Math.max(0, header?.getBoundingClientRect().bottom ?? 0);
      const next = liftToAvoid(home, actions, ceiling);
      if (next !== applied.current) {
        applied.current = next;
        setLift(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, [element]);
  return lift;
}
