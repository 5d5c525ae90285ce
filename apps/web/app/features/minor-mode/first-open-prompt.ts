import { SHANGHAI_UTC_OFFSET_MS } from '@kanqiu/domain';
import { minorShieldSvg } from './minor-shield';

/** A cookie: the Beijing day the dialog was last closed; it shows again on a later day, and the cookie goes after two. */
const CLOSED_DAY_COOKIE = 'kq_minor_prompt';
const CLOSED_DAY_MAX_AGE_S = 2 * 24 * 3600;

/*
 * 青少年模式's first-open dialog, once a day until the device turns the mode on. Every page's HTML carries it
 * hidden (the same bytes for every viewer, so shared page caches keep working), and a script in the head shows
 * it before the first paint from this device's cookies: it paints with the page instead of popping up once
 * hydrated, when it was a first open's largest paint at 3 s. The script closes it too, so no bundle carries it.
 * Cookies and not localStorage: a page's first localStorage read waits for the browser to open the origin's storage
 * (1–8 ms here, in the first long task). Its day is domain's localDayOf (Beijing, a fixed offset), written in the
 * browser's own terms.
 */
export const firstOpenScript = !import.meta.env.SSR
  ? ''
  : `(function(){try{var d=document.documentElement,k='${CLOSED_DAY_COOKIE}',c=document.cookie,` +
    `t=new Date(Date.now()+${SHANGHAI_UTC_OFFSET_MS}).toISOString().slice(0,10),m=c.match(/(?:^|;\\s*)${CLOSED_DAY_COOKIE}=([^;]*)/);` +
    `if(/(?:^|;\\s*)kq_minor=1(?:;|$)/.test(c)||location.pathname.indexOf('/minor')===0||(m&&m[1]>=t))return;` +
    `d.setAttribute('data-minor-ask','');document.addEventListener('click',function(e){var x=e.target&&e.target.closest&&e.target.closest('[data-minor-close]');` +
    `if(!x)return;document.cookie=k+'='+t+'; path=/; max-age=${CLOSED_DAY_MAX_AGE_S}; samesite=lax'+(location.protocol==='https:'?'; secure':'');d.removeAttribute('data-minor-ask')})}catch(x){}})();`;

export const firstOpenMarkup = !import.meta.env.SSR
  ? ''
  : '<div class="kq-minor-prompt-mask" role="dialog" aria-modal="true" aria-labelledby="kq-minor-prompt-title">' +
    `<div class="kq-minor-prompt">${minorShieldSvg}<h2 id="kq-minor-prompt-title">青少年模式</h2>` +
    '<p>为呵护未成年人健康成长，看球直播推出青少年模式。开启后每日使用不超过 40 分钟，22:00 至次日 06:00 无法使用，' +
    '不能充值、送礼物、竞猜或抽奖，只展示适合青少年的内容。</p>' +
    '<a class="kq-minor-prompt-go" href="/minor" data-minor-close>开启青少年模式 ›</a>' +
    '<button type="button" data-minor-close>我知道了</button></div></div>';
