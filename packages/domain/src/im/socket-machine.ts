/**
 * The IM client socket's rules (spec §4, §9) as a pure state machine, so they are tested without a socket:
 * not connected → connecting → authenticating → connected; a close or an error waits 5000 ms and
 * connects again, only while logged in; the heartbeat '0' goes 10 000 ms after the last activity.
 */
export const imReconnectMs = 5000;
export const imHeartbeatMs = 10_000;
export const imHeartbeat = '0';

export type ImSocketState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'authenticating' }
  | { status: 'connected'; lastActivity: number }
  | { status: 'waiting'; reconnectAt: number };

export type ImSocketEvent =
  | { type: 'login' }
  | { type: 'logout' }
  | { type: 'open' }
  | { type: 'authed'; at: number }
  | { type: 'activity'; at: number }
  | { type: 'closed'; at: number }
  | { type: 'tick'; at: number };

/** What the driver does after a step: open a socket, send the auth or the heartbeat, close it. */
export type ImSocketEffect = 'connect' | 'auth' | 'heartbeat' | 'close';

export type ImSocketStep = { state: ImSocketState; effects: ImSocketEffect[] };

export const initialImSocketState: ImSocketState = { status: 'idle' };

const step = (state: ImSocketState, ...effects: ImSocketEffect[]): ImSocketStep => ({ state, effects });

export function nextImSocketState(state: ImSocketState, event: ImSocketEvent): ImSocketStep {
  if (event.type === 'logout') return step({ status: 'idle' }, ...(state.status === 'idle' ? [] : ['close' as const]));
  if (state.status === 'idle') return event.type === 'login' ? step({ status: 'connecting' }, 'connect') : step(state);
  if (event.type === 'closed') return step({ status: 'waiting', reconnectAt: event.at + imReconnectMs });
  switch (state.status) {
    case 'connecting':
      return event.type === 'open' ? step({ status: 'authenticating' }, 'auth') : step(state);
    case 'authenticating':
      return event.type === 'authed' ? step({ status: 'connected', lastActivity: event.at }) : step(state);
    case 'connected':
      if (event.type === 'activity') return step({ status: 'connected', lastActivity: event.at });
      if (event.type === 'tick' && event.at - state.lastActivity >= imHeartbeatMs)
        return step({ status: 'connected', lastActivity: event.at }, 'heartbeat');
      return step(state);
    case 'waiting':
      return event.type === 'tick' && event.at >= state.reconnectAt
        ? step({ status: 'connecting' }, 'connect')
        : step(state);
  }
}
