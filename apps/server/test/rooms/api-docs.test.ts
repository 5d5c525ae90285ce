import { describeRouteDocs } from '../support/open-api';

const roomRoutes = [
  ['GET', '/vlive/room/list'],
  ['GET', '/vlive/room/{id}'],
  ['GET', '/vlive/room/{id}/replays'],
  ['POST', '/vlive/room/{id}/heartbeat'],
  ['GET', '/vlive/match'],
  ['GET', '/live/tv/match-list'],
  ['GET', '/vlive/my/room'],
  ['POST', '/vlive/my/room'],
  ['POST', '/vlive/my/room/key'],
  ['POST', '/vlive/my/room/cover'],
] as const;

describeRouteDocs('the room routes', roomRoutes, /^rooms$/);
