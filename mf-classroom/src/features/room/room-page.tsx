import { useContext, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { DeviceCheck } from '../device-check/device-check.tsx';
import { EntryFrame, LessonHeading } from '../entry/entry-frame.tsx';
import {
  EntryFailed,
  EntryLoading,
  LeftRoom,
  NotYours,
  ProviderUnavailable,
  RoomClosed,
  RoomNotOpen,
} from '../entry/entry-notices.tsx';
import { type RoomKind, useEntry } from '../entry/use-entry.ts';
import { TakeViewport } from '../page-frame/take-viewport.tsx';
import { useLang } from '../page-frame/use-lang.ts';
import { RtcProvidersContext } from '../rtc/rtc-providers.tsx';
import { isViewer, Room } from './room.tsx';

/** Checking the devices; in the room with the checked ones (null: a listener); or left on purpose. */
type Stage = { kind: 'check' } | { kind: 'room'; local: MediaStream | null } | { kind: 'left' };

/**
 * learning/live/one/:record_id and the room/pc, room/mobile and roomv2 paths (SPEC §2): the one-on-one
 * classroom of lesson `record_id`. It asks the API for the entry; before the entry time it counts down to
 * the opening, after the close it says so; while open it checks the devices, then enters the room. The
 * platform in the path changes nothing: the layout follows the screen.
 */
export function RoomPage() {
  const { record_id: id = '' } = useParams();
  return <ClassroomPage id={id} kind="lesson" />;
}

/** The classroom of a lesson or a group session: entry, device check (not for a big class's viewer), room. */
export function ClassroomPage({ id, kind }: { id: string; kind: RoomKind }) {
  const lang = useLang();
  const providers = useContext(RtcProvidersContext);
  const { load, reload, renew } = useEntry(id, lang, kind);
  const [stage, setStage] = useState<Stage>({ kind: 'check' });
  const open = load.status === 'ready' && load.entry.state === 'open';

  // The page holds the checked camera and microphone while in the room, across re-entries after a failure,
  // and lets go of them when the participant leaves, the room is no longer open, or the page is left.
  useEffect(() => {
    if (stage.kind !== 'room') return;
    const { local } = stage;
    return () => {
      for (const track of local?.getTracks() ?? []) track.stop();
    };
  }, [stage]);
  useEffect(() => {
    if (load.status !== 'loading' && !open)
      setStage((now) => (now.kind === 'room' ? { kind: 'check' } : now));
  }, [load.status, open]);

  if (load.status === 'loading') return <EntryLoading />;
  if (load.status === 'missing') return <NotYours />;
  if (load.status === 'failed') return <EntryFailed retry={reload} />;
  const { entry } = load;
  if (entry.state === 'early') return <RoomNotOpen entry={entry} onOpening={reload} />;
  if (entry.state === 'over') return <RoomClosed entry={entry} />;
  if (!providers.supports(entry.provider)) return <ProviderUnavailable entry={entry} />;
  if (stage.kind === 'left')
    return (
      <LeftRoom
        entry={entry}
        onEnterAgain={() => {
          setStage({ kind: 'check' });
          reload();
        }}
      />
    );
  // A big class's viewer only watches: no devices to check, nothing to publish.
  if (stage.kind === 'check' && !isViewer(entry))
    return (
      <EntryFrame>
        <LessonHeading entry={entry} />
        <DeviceCheck entry={entry} onEnter={(local) => setStage({ kind: 'room', local })} />
      </EntryFrame>
    );
  return (
    <TakeViewport>
      <Room
        entry={entry}
        local={stage.kind === 'room' ? stage.local : null}
        renewEntry={renew}
        onReenter={reload}
        onLeave={() => setStage({ kind: 'left' })}
      />
    </TakeViewport>
  );
}
