/**
 * The ports of one e2e run. E2E_PORT_OFFSET shifts them all, so two checkouts on one machine can run
 * their journeys side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const e2ePorts = {
  api: 18080 + offset,
  web: 13000 + offset,
  /** The second web server of e2e/security/tls-proxy.spec.ts, behind its TLS proxy. */
  proxiedWeb: 13001 + offset,
  tls: 13443 + offset,
  /** nginx caching guests' pages in front of the web server (e2e/shell/proxy-cache.spec.ts). */
  nginx: 13080 + offset,
  rtmp: 11935 + offset,
  /** The 充值 journey's own API and web, configured for Alipay, and its local Alipay (e2e/vlive/recharge-provider.spec.ts). */
  payApi: 18090 + offset,
  payWeb: 13090 + offset,
  alipay: 13091 + offset,
  /** The JSAPI journey's own API and web, configured for WeChat Pay with its 公众号 (e2e/vlive/recharge-wechat-jsapi.spec.ts). */
  wechatPayApi: 18092 + offset,
  wechatPayWeb: 13092 + offset,
  /** `npm run cluster` of e2e/cluster, ten ports per spec (e2e/support/cluster.ts): HAProxy's, each instance's, metrics. */
  cluster: 13100 + offset,
  /** The media edge of each e2e/cluster spec (RTMP and HTTP, two ports per spec). */
  clusterEdge: 13160 + offset,
  /** The media edge of the e2e run (scripts/media-edge.mjs): the API pushes its streams there, players read HLS. */
  edgeRtmp: 11950 + offset,
  edgeHttp: 13095 + offset,
};
