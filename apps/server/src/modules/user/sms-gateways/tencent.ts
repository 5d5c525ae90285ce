import { createHash, createHmac } from 'node:crypto';
import type { SmsGatewayConfig } from '../../../config';
import type { SmsMessage } from '../sms-sender';
import { postToGateway, SmsSendError, type SmsFailureKind } from './sms-failure';

const DEFAULT_ENDPOINT = 'https://sms.tencentcloudapi.com/';
const CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

type Tc3Request = {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  timestamp: number;
  payload: string;
};

/** API 3.0's TC3-HMAC-SHA256 `Authorization` of a JSON POST signing content-type and host. */
export function tc3Authorization({ secretId, secretKey, service, host, timestamp, payload }: Tc3Request): string {
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${CONTENT_TYPE}\nhost:${host}\n`,
    signedHeaders,
    sha256Hex(payload),
  ].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

type TencentAnswer = {
  Response?: { Error?: { Code?: string }; SendStatusSet?: { Code?: string }[] };
};

/** The send status codes of SendSms: its per-phone frequency limits are the fan's, the rest a failed send. */
function failureOf(code: string): SmsFailureKind {
  if (code === 'LimitExceeded.PhoneNumberDailyLimit' || code === 'LimitExceeded.DailyLimit') return 'dailyLimit';
  if (code.startsWith('LimitExceeded.PhoneNumber')) return 'tooFrequent';
  return 'failed';
}

/** 腾讯云短信 API 3.0 `SendSms` (2021-01-11) to a mainland number, the code as the template's only parameter. */
export function createTencentSmsSender(config: SmsGatewayConfig, clock: () => number = () => Date.now()) {
  const endpoint = config.endpoint ?? DEFAULT_ENDPOINT;
  const host = new URL(endpoint).host;
  return {
    async send(message: SmsMessage): Promise<void> {
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${message.phone}`],
        SmsSdkAppId: config.appId,
        SignName: config.signName,
        TemplateId: config.templateId,
        TemplateParamSet: [message.code],
      });
      const timestamp = Math.floor(clock() / 1000);
      const authorization = tc3Authorization({
        secretId: config.accessKeyId,
        secretKey: config.accessKeySecret,
        service: 'sms',
        host,
        timestamp,
        payload,
      });
      const answer = (await postToGateway(endpoint, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': CONTENT_TYPE,
          'x-tc-action': 'SendSms',
          'x-tc-version': '2021-01-11',
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': config.region ?? 'ap-guangzhou',
        },
        body: payload,
      })) as TencentAnswer;
      const error = answer.Response?.Error?.Code;
      if (error) throw new SmsSendError('failed', error);
      const status = answer.Response?.SendStatusSet?.[0]?.Code ?? 'unknown';
      if (status !== 'Ok') throw new SmsSendError(failureOf(status), status);
    },
  };
}
