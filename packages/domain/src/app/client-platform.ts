/** The platform a visitor's browser runs on, for the download pages (spec §2 Download). */
export type ClientPlatform = 'android' | 'ios' | 'desktop';

/** Apps whose built-in browser cannot install an APK or add to the home screen (spec §2 user-agent guard). */
export type InAppBrowser = 'wechat' | 'qq';

export function clientPlatformOf(userAgent: string): ClientPlatform {
  if (/android/i.test(userAgent)) return 'android';
  // iPadOS 13+ says "Macintosh" but is a touch device: it names itself "Mobile/" in Safari's token.
  if (/iphone|ipad|ipod/i.test(userAgent) || /macintosh.*mobile\//i.test(userAgent)) return 'ios';
  return 'desktop';
}

export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  // QQ's own webview says "QQ/x.y"; the QQ Browser app ("MQQBrowser") is a real browser and may download.
  if (/\bQQ\/\d/i.test(userAgent)) return 'qq';
  return null;
}

/** The mobile web's platform id in the API's `platform` parameters (spec §9: the activity asks with platform 4). */
export const WEB_PLATFORM_ID = 4;

/** Spec §7: the extra parameters every GET carries unless the call sets its own. */
export const DEFAULT_GET_PARAMS: Readonly<Record<string, string | number>> = { platform: WEB_PLATFORM_ID };
