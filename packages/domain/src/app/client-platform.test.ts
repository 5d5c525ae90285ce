import { describe, expect, it } from 'vitest';
import { clientPlatformOf, inAppBrowserOf } from './client-platform';

const ua = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; PGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN',
  qqIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.9.80.615 V1_IPH_SQ_8.9.80_1_APP_A Pixel/1170 Core/WKWebView NetType/WIFI QBWebViewType/1',
  qqBrowser:
    'Mozilla/5.0 (Linux; U; Android 12; zh-cn; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/98.0.4758.102 MQQBrowser/14.6 Mobile Safari/537.36',
};

describe('the visitor platform', () => {
  it('tells Android, iOS (iPadOS too) and desktop apart', () => {
    expect(clientPlatformOf(ua.androidChrome)).toBe('android');
    expect(clientPlatformOf(ua.iphoneSafari)).toBe('ios');
    expect(clientPlatformOf(ua.ipadOs)).toBe('ios');
    expect(clientPlatformOf(ua.macSafari)).toBe('desktop');
    expect(clientPlatformOf(ua.windowsChrome)).toBe('desktop');
    expect(clientPlatformOf('')).toBe('desktop');
  });

  it('recognises the WeChat and QQ webviews, not the QQ Browser app', () => {
    expect(inAppBrowserOf(ua.wechatAndroid)).toBe('wechat');
    expect(inAppBrowserOf(ua.qqIphone)).toBe('qq');
    expect(inAppBrowserOf(ua.qqBrowser)).toBeNull();
    expect(inAppBrowserOf(ua.androidChrome)).toBeNull();
  });
});
