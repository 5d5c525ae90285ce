import { apkResource } from '@kanqiu/contract';
import { clientPlatformOf, inAppBrowserOf } from '@kanqiu/domain';
import QRCode from 'qrcode';
import { webConfig } from '../../config.server';
import { getSession } from '../../lib/session.server';
import type { DownloadData } from './data';
import type { LoaderArgs } from '../../lib/loader.server';

/** A QR code of the page, for desktop visitors to open it on their phone. */
async function qrSvgOf(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f2329' } });
}

/** What every download page needs: the operator's packages, the visitor's platform and in-app browser. */
export async function loadDownload({ request, context }: LoaderArgs): Promise<DownloadData> {
  const userAgent = request.headers.get('user-agent') ?? '';
  const platform = clientPlatformOf(userAgent);
  const result = await getSession(context).api.get('/inform/apk/resource', apkResource);
  const pageUrl = new URL('/download', request.url).toString();
  return {
    apk: result.ok ? result.data : null,
    error: result.ok ? null : result.msg,
    platform,
    inApp: inAppBrowserOf(userAgent),
    qrSvg: platform === 'desktop' ? await qrSvgOf(pageUrl) : null,
    filings: webConfig().operator.filings,
  };
}
