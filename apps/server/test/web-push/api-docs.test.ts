import { describeRouteDocs } from '../support/open-api';

const pushRoutes = [
  ['GET', '/push/vapidPublicKey'],
  ['POST', '/push/subscribe'],
  ['POST', '/push/unsubscribe'],
] as const;

describeRouteDocs('the web push routes', pushRoutes, /^push$/);
