/**
 * The IM client socket's timing (spec §4, §9): the heartbeat '0' goes 10 000 ms after the last activity, and a
 * close or an error is followed by a new connection 5000 ms later, only while logged in.
 */
export const imReconnectMs = 5000;
export const imHeartbeatMs = 10_000;
export const imHeartbeat = '0';
