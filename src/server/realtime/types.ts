import type { Server, Socket } from 'socket.io';
import type { TClientToServerEvents, TServerToClientEvents } from '../../shared/realtime-events';
import type { TSocketRevocation } from './socket-revocation';

/** Per-socket state: the user the socket proved to be, the session of the token it used, whether an admin. */
export type TSocketData = { userId?: string; sessionId?: string; isAdmin?: boolean };

/** Between app nodes, through the adapter (serverSideEmit): each node ends its own sockets. */
export type TInterServerEvents = {
  end_sessions: (revocation: TSocketRevocation) => void;
  /** The administrators' configuration changed: drop the cached copy (docs/decisions/0031). */
  config_changed: (change: { keys: string[] }) => void;
};

export type TRealtimeServer = Server<
  TClientToServerEvents,
  TServerToClientEvents,
  TInterServerEvents,
  TSocketData
>;
export type TRealtimeSocket = Socket<
  TClientToServerEvents,
  TServerToClientEvents,
  TInterServerEvents,
  TSocketData
>;

export type TRealtimeLog = { warn(obj: object, msg: string): void };
