import type { ClientSignal, ServerSignal } from '@hanyu/contract';
import type { SignalSocket } from '../features/rtc/signal-session.ts';

/** The signalling socket, driven by the test: what the page sent, and what the server or the network does. */
export class FakeSignalSocket implements SignalSocket {
  readyState = 1;
  readonly sent: ClientSignal[] = [];
  /** The code the page closed it with (1005 for none), or undefined while the page has not. */
  closedWith: number | undefined;
  onmessage: SignalSocket['onmessage'] = null;
  onclose: SignalSocket['onclose'] = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as ClientSignal);
  }
  close(code?: number): void {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }
  /** The server sends. */
  receive(message: ServerSignal): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The connection closes from the server's side or the network's. */
  drop(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
