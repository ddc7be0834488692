import type { Server, Socket } from 'socket.io';
import type { TClientToServerEvents, TServerToClientEvents } from '../../shared/realtime-events';

/** Per-socket state: the user the socket proved to be, if any. */
export type TSocketData = { userId?: string };

export type TRealtimeServer = Server<
  TClientToServerEvents,
  TServerToClientEvents,
  Record<string, never>,
  TSocketData
>;
export type TRealtimeSocket = Socket<
  TClientToServerEvents,
  TServerToClientEvents,
  Record<string, never>,
  TSocketData
>;

export type TRealtimeLog = { warn(obj: object, msg: string): void };
