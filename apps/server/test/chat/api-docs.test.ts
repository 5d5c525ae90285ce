import { describeRouteDocs } from '../support/open-api';

const chatRoutes = [
  ['POST', '/chat/getToken'],
  ['POST', '/chat/msg'],
  ['POST', '/chat/page'],
  ['POST', '/chat/notice'],
  ['POST', '/chat/welcome'],
  ['POST', '/chat/mute'],
  ['POST', '/chat/delete'],
] as const;

describeRouteDocs('the chat routes', chatRoutes, /^chat$/);
