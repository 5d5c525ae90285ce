import type { WechatJsapiPayment } from '@kanqiu/contract';

/** How WeChat's cashier ended: paid, the fan closed it, or WeChat could not pay. */
export type JsapiOutcome = 'ok' | 'cancel' | 'fail';

type BridgeAnswer = { err_msg?: string };
type WeixinJSBridge = {
  invoke(name: 'getBrandWCPayRequest', params: WechatJsapiPayment, done: (answer: BridgeAnswer) => void): void;
};

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** A page that says it is WeChat's but never gets the bridge (another browser borrowing the name) gives up. */
const BRIDGE_WAIT_MS = 8000;

function outcomeOf(answer: BridgeAnswer): JsapiOutcome {
  if (answer.err_msg === 'get_brand_wcpay_request:ok') return 'ok';
  return answer.err_msg === 'get_brand_wcpay_request:cancel' ? 'cancel' : 'fail';
}

/**
 * WeChat's own cashier inside its browser (JSAPI调起支付). `ok` only means the fan finished paying: the coins come
 * with WeChat Pay's notification, which the order's result page waits for. Loaded only when a fan pays in WeChat.
 */
export function payInWechat(params: WechatJsapiPayment): Promise<JsapiOutcome> {
  return new Promise((resolve) => {
    const invoke = (bridge: WeixinJSBridge) =>
      bridge.invoke('getBrandWCPayRequest', params, (answer) => resolve(outcomeOf(answer)));
    if (window.WeixinJSBridge) {
      invoke(window.WeixinJSBridge);
      return;
    }
    const timer = window.setTimeout(() => resolve('fail'), BRIDGE_WAIT_MS);
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        window.clearTimeout(timer);
        if (window.WeixinJSBridge) invoke(window.WeixinJSBridge);
        else resolve('fail');
      },
      { once: true },
    );
  });
}
