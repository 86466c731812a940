import { CLASSROOM_ROLE } from '@hanyu/contract';
import type { PeerRecord, RoomBus, RoomRef } from '../../realtime/room-bus.ts';

/**
 * The courseware page of a live room (docs/classroom-protocol.md, "Courseware"): the teacher or an assistant
 * turns it, the room keeps it (so a latecomer or a reconnecting browser opens on it) and everyone else is told.
 * A learner's `page` is ignored: they browse on their own and the room stays where the teacher is.
 */

/** The page a room starts on, before anyone turns one. */
export const FIRST_PAGE = 1;

/** Whether this person's role may turn the room's page. */
export function turnsPages(role: PeerRecord['role']): boolean {
  return role === CLASSROOM_ROLE.teacher || role === CLASSROOM_ROLE.assistant;
}

/** The page a newcomer's welcome names. */
export async function currentPage(bus: RoomBus, room: string): Promise<number> {
  return (await bus.page(room)) ?? FIRST_PAGE;
}

/** Keeps and relays a page turned by `peer`; returns whether it was taken. */
export async function turnPage(bus: RoomBus, ref: RoomRef, peer: PeerRecord, page: number): Promise<boolean> {
  if (!turnsPages(peer.role)) return false;
  await bus.setPage(ref, page);
  await bus.publish(ref.id, {
    kind: 'signal',
    to: null,
    except: peer.peer_id,
    signal: { type: 'page', page },
  });
  return true;
}
