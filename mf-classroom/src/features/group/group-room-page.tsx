import { useParams } from 'react-router';
import { NotYours } from '../entry/entry-notices.tsx';
import { ClassroomPage } from '../room/room-page.tsx';

/**
 * learning/group/room/pc/:sku_id and learning/group/room/mobile/:record_id (SPEC §2): the room of group
 * session `sku_id` / `record_id` (docs/classroom-protocol.md says why both name the session). The platform
 * in the path changes nothing: the layout follows the screen.
 */
export function GroupRoomPage() {
  const { sku_id, record_id } = useParams();
  return <ClassroomPage id={sku_id ?? record_id ?? ''} kind="group" />;
}

/** A room id as ClassroomEntry names it: `lesson-{id}` or `group-{session_id}`. */
export function parseRoomId(roomId: string): { kind: 'lesson' | 'group'; id: string } | undefined {
  const match = /^(lesson|group)-([1-9][0-9]{0,15})$/.exec(roomId);
  return match ? { kind: match[1] as 'lesson' | 'group', id: match[2] as string } : undefined;
}

/** module/live/:room_id and module/live/pc|mobile/:room_id: any room by its id. */
export function ModuleLivePage() {
  const { room_id = '' } = useParams();
  const room = parseRoomId(room_id);
  if (!room) return <NotYours />;
  return <ClassroomPage key={room_id} id={room.id} kind={room.kind} />;
}
