import type { ClassroomEntry, RtcProviderName } from '@hanyu/contract';
import {
  createRtcEmitter,
  type MediaKind,
  type RtcEvents,
  type RtcProvider,
  type RtcProviderOptions,
  type RtcProviders,
} from '../features/rtc/rtc-provider.ts';

/** A provider the test drives: it records what the room asked and emits what the test says. */
export class FakeRtc implements RtcProvider {
  readonly #events = createRtcEmitter();
  joined: { entry: ClassroomEntry; local: MediaStream | null } | null = null;
  left = false;
  readonly calls: string[] = [];
  options: RtcProviderOptions | null = null;

  on: RtcProvider['on'] = (event, listener) => this.#events.on(event, listener);

  emit<K extends keyof RtcEvents>(event: K, payload: RtcEvents[K]): void {
    this.#events.emit(event, payload);
  }

  join(entry: ClassroomEntry, local: MediaStream | null): void {
    this.joined = { entry, local };
  }
  leave(): void {
    this.left = true;
    this.calls.push('leave');
  }
  async publish(kind: MediaKind): Promise<void> {
    this.calls.push(`publish ${kind}`);
  }
  unpublish(kind: MediaKind): void {
    this.calls.push(`unpublish ${kind}`);
  }
}

/** Providers that hand out `rtc` for native rooms (and, with `all`, for any room). */
export function fakeProviders(
  rtc: FakeRtc,
  { all = false } = {},
): RtcProviders & { created: RtcProviderName[] } {
  const created: RtcProviderName[] = [];
  return {
    created,
    supports: (name) => all || name === 'room',
    create: async (name, options) => {
      created.push(name);
      rtc.options = options;
      return rtc;
    },
  };
}
