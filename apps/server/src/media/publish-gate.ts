import type BaseSession from 'node-media-server/src/session/base_session.js';
import type BroadcastServer from 'node-media-server/src/server/broadcast_server.js';

/** What node-media-server hands a `prePublish` listener: an RTMP session and the broadcast it publishes to. */
export type PublishSession = BaseSession & {
  broadcast: BroadcastServer;
  rtmp?: { onPacketCallback: (packet: unknown) => void };
};

// Packets a publisher may send while its key is being checked (a few seconds of video); more means a stuck check.
const maxHeldPackets = 2000;

/**
 * node-media-server asks no permission before it accepts a publish: `prePublish` is a plain event, emitted just
 * before the session becomes the stream's publisher. The gate holds the session's packets back while `decide`
 * runs (a database look-up), then lets them through in order, or drops them and closes the connection, so a
 * refused publisher never reaches a viewer. Resolves whether the publish was let through.
 */
export async function gatePublish(session: PublishSession, decide: () => Promise<boolean>): Promise<boolean> {
  const rtmp = session.rtmp;
  if (!rtmp) {
    session.close();
    return false;
  }
  const deliver = rtmp.onPacketCallback;
  const held: unknown[] = [];
  let refused = false;
  const refuse = () => {
    refused = true;
    rtmp.onPacketCallback = () => {};
    // A refused publisher must free the stream at once, not after the reconnect window.
    if (session.broadcast.publisher === null || session.broadcast.publisher === session)
      session.broadcast.publishGraceMs = 0;
    session.close();
  };
  rtmp.onPacketCallback = (packet) => {
    if (held.push(packet) > maxHeldPackets) refuse();
  };
  const allowed = await decide().catch(() => false);
  // Another publisher may hold the stream (node-media-server refuses this one itself), or the check took too long.
  if (refused || !allowed || session.broadcast.publisher !== session) {
    if (!refused) refuse();
    return false;
  }
  rtmp.onPacketCallback = deliver;
  for (const packet of held) deliver(packet);
  return true;
}
