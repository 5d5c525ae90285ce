import { createHmac, randomUUID } from 'node:crypto';
import type { SmsGatewayConfig } from '../../../config';
import type { SmsMessage } from '../sms-sender';
import { postToGateway, SmsSendError, type SmsFailureKind } from './sms-failure';

const DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

/** RFC 3986 encoding as Alibaba Cloud's RPC signature defines it (space %20, `*` %2A, `~` kept). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The RPC signature (SignatureVersion 1.0): HMAC-SHA1 keyed `secret&` over
 * `METHOD&%2F&percentEncode(sorted, encoded query)`, in Base64.
 */
export function aliyunRpcSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

type AliyunAnswer = { Code?: string; Message?: string };

/** Dysmsapi's codes: its flow controls are the fan's rate limits, the rest a failed send. */
function failureOf(code: string, message: string): SmsFailureKind {
  if (code === 'isv.DAY_LIMIT_CONTROL') return 'dailyLimit';
  if (code === 'isv.BUSINESS_LIMIT_CONTROL') return message.includes('天级') ? 'dailyLimit' : 'tooFrequent';
  return 'failed';
}

/** 阿里云短信 Dysmsapi `SendSms` (2017-05-25), the code as the template's `${code}`. */
export function createAliyunSmsSender(config: SmsGatewayConfig, clock: () => Date = () => new Date()) {
  const endpoint = config.endpoint ?? DEFAULT_ENDPOINT;
  return {
    async send(message: SmsMessage): Promise<void> {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        RegionId: config.region ?? 'cn-hangzhou',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: clock()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
        PhoneNumbers: message.phone,
        SignName: config.signName,
        TemplateCode: config.templateId,
        TemplateParam: JSON.stringify({ code: message.code }),
      };
      params.Signature = aliyunRpcSignature('POST', params, config.accessKeySecret);
      const body = Object.entries(params)
        .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
        .join('&');
      const answer = (await postToGateway(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })) as AliyunAnswer;
      const code = answer.Code ?? 'unknown';
      if (code !== 'OK') throw new SmsSendError(failureOf(code, answer.Message ?? ''), code);
    },
  };
}
