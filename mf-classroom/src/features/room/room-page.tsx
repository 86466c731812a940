import { useLang } from '@hanyu/ui';
import { useCallback, useContext, useEffect, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { DeviceCheck } from '../device-check/device-check.tsx';
import { type ClassroomData, fetchEntry, parseRoomId } from '../entry/classroom-loader.ts';
import { CoursewareLink } from '../entry/courseware-link.tsx';
import { EntryFrame, LessonHeading } from '../entry/entry-frame.tsx';
import {
  EntryLoading,
  LeftRoom,
  ProviderUnavailable,
  RoomClosed,
  RoomNotOpen,
} from '../entry/entry-notices.tsx';
import { TakeViewport } from '../page-frame/take-viewport.tsx';
import { RtcProvidersContext } from '../rtc/rtc-providers.tsx';
import { isViewer, Room } from './room.tsx';

/** Checking the devices; in the room with the checked ones (null: a listener); or left on purpose. */
type Stage = { kind: 'check' } | { kind: 'room'; local: MediaStream | null } | { kind: 'left' };

/**
 * The classroom of a lesson (learning/live/one/:record_id and the room/pc, room/mobile and roomv2 paths, SPEC
 * §2) or of a group session (learning/group/room/…, module/live/…), from its route's loader: before the entry
 * time it counts down to the opening, after the close it says so; while open it checks the devices, then
 * enters the room (a big class's viewer enters at once). The platform in the path changes nothing: the layout
 * follows the screen.
 */
export function ClassroomPage() {
  const { entry, courseware, loadedAt } = useLoaderData<ClassroomData>();
  const lang = useLang();
  const providers = useContext(RtcProvidersContext);
  const revalidator = useRevalidator();
  const [stage, setStage] = useState<Stage>({ kind: 'check' });
  // Asking again for the entry (a retry, the opening time, re-entering): the room is left meanwhile, so it
  // joins afresh with the new entry.
  const [reloading, setReloading] = useState(false);
  const reload = useCallback(() => {
    setReloading(true);
    revalidator.revalidate().finally(() => setReloading(false));
  }, [revalidator]);
  const room = parseRoomId(entry.room_id);
  const renew = useCallback(() => fetchEntry(room?.id ?? '', lang, room?.kind), [room?.id, room?.kind, lang]);
  const open = entry.state === 'open';

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
    if (!open) setStage((now) => (now.kind === 'room' ? { kind: 'check' } : now));
  }, [open]);

  if (reloading) return <EntryLoading />;
  if (entry.state === 'early')
    return <RoomNotOpen entry={entry} courseware={courseware} loadedAt={loadedAt} onOpening={reload} />;
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
        <CoursewareLink courseware={courseware} />
      </EntryFrame>
    );
  return (
    <TakeViewport>
      <Room
        entry={entry}
        courseware={courseware}
        loadedAt={loadedAt}
        local={stage.kind === 'room' ? stage.local : null}
        renewEntry={renew}
        onReenter={reload}
        onLeave={() => setStage({ kind: 'left' })}
      />
    </TakeViewport>
  );
}
