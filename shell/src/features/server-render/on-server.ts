import { createContext, useContext } from 'react';

/** What the server knows while it renders the frame (src/ssr.tsx); null in the browser. */
export interface ServerFrame {
  /** The visitor's time zone when their utc cookie names one; else only the browser knows it. */
  timeZone: string | null;
}

export const ServerFrameContext = createContext<ServerFrame | null>(null);

export function useServerFrame(): ServerFrame | null {
  return useContext(ServerFrameContext);
}
