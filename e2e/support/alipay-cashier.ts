import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ALIPAY_APP_ID = '2021000117600000';

type Trade = { orderNo: string; amount: string; notifyUrl: string; returnUrl: string; paid: boolean; tradeNo: string };

/** Alipay's signing content: the sorted non-empty parameters but the excluded ones, `k=v&…`. */
function content(params: Record<string, string>, without: string[]): string {
  return Object.keys(params)
    .filter((key) => !without.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
  });

/**
 * A local 支付宝 手机网站支付 as the fan meets it: the signed pay URL opens a cashier page; 确认付款 takes the money,
 * sends the browser back to the return URL at once and posts the signed notification `notifyDelayMs` later,
 * as Alipay's asynchronous notification often trails the return.
 */
export async function startAlipayCashier(port: number, notifyDelayMs: number) {
  const pair = () =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
  const app = pair();
  const alipay = pair();
  const trades = new Map<string, Trade>();
  const sign = (text: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(alipay.privateKey, 'base64');

  async function notify(trade: Trade): Promise<void> {
    const params: Record<string, string> = {
      notify_time: new Date().toISOString().slice(0, 19).replace('T', ' '),
      notify_type: 'trade_status_sync',
      notify_id: `e2e${Date.now()}`,
      app_id: ALIPAY_APP_ID,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.orderNo,
      trade_status: 'TRADE_SUCCESS',
      total_amount: trade.amount,
    };
    params.sign = sign(content(params, ['sign', 'sign_type']));
    await fetch(trade.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    });
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
      if (request.method === 'GET' && url.pathname === '/gateway.do') {
        const params = Object.fromEntries(url.searchParams);
        const signed = createVerify('RSA-SHA256')
          .update(content(params, ['sign']), 'utf8')
          .verify(app.publicKey, params.sign ?? '', 'base64');
        if (!signed || params.app_id !== ALIPAY_APP_ID) {
          response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('验签出错');
          return;
        }
        const biz = JSON.parse(params.biz_content ?? '{}') as {
          out_trade_no: string;
          total_amount: string;
          subject: string;
        };
        trades.set(biz.out_trade_no, {
          orderNo: biz.out_trade_no,
          amount: biz.total_amount,
          notifyUrl: params.notify_url ?? '',
          returnUrl: params.return_url ?? '',
          paid: false,
          tradeNo: `2026${Date.now()}`,
        });
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          `<!doctype html><html lang="zh-CN"><head><meta name="viewport" content="width=device-width,initial-scale=1"><title>支付宝</title></head>
<body style="margin:0;font-family:sans-serif;background:#f5f5f5"><header style="background:#1677ff;color:#fff;padding:14px;font-size:18px">支付宝 · 本地收银台</header>
<main style="padding:24px;text-align:center"><p>${biz.subject}</p><p style="font-size:32px;font-weight:600">¥${biz.total_amount}</p>
<form method="post" action="/cashier/pay"><input type="hidden" name="orderNo" value="${biz.out_trade_no}">
<button style="width:100%;padding:12px;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:17px">确认付款</button></form></main></body></html>`,
        );
        return;
      }
      if (request.method === 'POST' && url.pathname === '/cashier/pay') {
        const trade = trades.get(new URLSearchParams(await bodyOf(request)).get('orderNo') ?? '');
        if (!trade) {
          response.writeHead(404).end();
          return;
        }
        trade.paid = true;
        setTimeout(() => void notify(trade), notifyDelayMs);
        response.writeHead(302, { location: trade.returnUrl }).end();
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  const dir = mkdtempSync(join(tmpdir(), 'kanqiu-e2e-alipay-'));
  writeFileSync(join(dir, 'app.pem'), app.privateKey);
  writeFileSync(join(dir, 'alipay.pem'), alipay.publicKey);
  return {
    env: {
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID,
      ALIPAY_APP_PRIVATE_KEY_FILE: join(dir, 'app.pem'),
      ALIPAY_PUBLIC_KEY_FILE: join(dir, 'alipay.pem'),
      ALIPAY_GATEWAY: `http://127.0.0.1:${port}/gateway.do`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
