// The parts of node-media-server v4 (plain CommonJS, no types of its own) that the media engine uses.

declare module 'node-media-server/src/session/base_session.js' {
  class BaseSession {
    id: string;
    ip: string;
    protocol: string;
    isPublisher: boolean;
    streamApp: string;
    streamName: string;
    streamPath: string;
    streamQuery: Record<string, string | string[] | undefined>;
    sendBuffer: (buffer: Buffer) => void;
    close: () => void;
  }
  export = BaseSession;
}

declare module 'node-media-server/src/server/broadcast_server.js' {
  import type BaseSession from 'node-media-server/src/session/base_session.js';

  class BroadcastServer {
    constructor(streamPath: string);
    publisher: BaseSession | null;
    subscribers: Map<string, BaseSession>;
    /** How long a dropped publisher may come back before donePublish fires. */
    publishGraceMs: number;
    postPlay(session: BaseSession): string | null;
    donePlay(session: BaseSession): void;
  }
  export = BroadcastServer;
}

declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  import type BroadcastServer from 'node-media-server/src/server/broadcast_server.js';

  const Context: { broadcasts: Map<string, BroadcastServer>; eventEmitter: EventEmitter };
  export = Context;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { log(message: string, level?: string): void };
  export = logger;
}

declare module 'node-media-server' {
  import type { Server } from 'node:net';

  type NmsConfig = {
    bind?: string;
    rtmp?: { port?: number };
    store?: { path?: string };
    webadmin?: { enable?: boolean };
  };

  class NodeMediaServer {
    constructor(config: NmsConfig);
    rtmpServer: { tcpServer?: Server };
    run(): Promise<void>;
    stop(): Promise<void>;
  }
  export = NodeMediaServer;
}
