import type { apkResource } from '@kanqiu/contract';
import type { z } from 'zod';
import type { ClientPlatform, InAppBrowser } from '@kanqiu/domain';
import type { Filings } from '../shell';

export type DownloadData = {
  /** The operator's packages (`GET /inform/apk/resource`); null when the API could not say. */
  apk: z.infer<typeof apkResource> | null;
  error: string | null;
  platform: ClientPlatform;
  inApp: InAppBrowser | null;
  /** Desktop visitors only: an SVG QR code of /download. */
  qrSvg: string | null;
  filings: Filings;
};
