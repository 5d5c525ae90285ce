import { SHANGHAI_UTC_OFFSET_MS } from '@kanqiu/domain';
import { minorShieldSvg } from './minor-shield';

/** localStorage: the Beijing day the dialog was last closed; it shows again on a later day. */
const CLOSED_DAY_KEY = 'kq_minor_prompt';

/*
 * 青少年模式's first-open dialog, once a day until the device turns the mode on. Every page's HTML carries it
 * hidden (the same bytes for every viewer, so shared page caches keep working), and a script in the head shows
 * it before the first paint from this device's cookie and storage: it paints with the page instead of popping
 * up once hydrated, when it was a first open's largest paint at 3 s. The script closes it too, so no bundle
 * carries it. Its day is domain's localDayOf (Beijing, a fixed offset), written in the browser's own terms.
 */
export const firstOpenScript = !import.meta.env.SSR
  ? ''
  : `(function(){try{var d=document.documentElement,k='${CLOSED_DAY_KEY}',t=new Date(Date.now()+${SHANGHAI_UTC_OFFSET_MS}).toISOString().slice(0,10);` +
    `if(/(?:^|;\\s*)kq_minor=1(?:;|$)/.test(document.cookie)||location.pathname.indexOf('/minor')===0||(localStorage.getItem(k)||'')>=t)return;` +
    `d.setAttribute('data-minor-ask','');document.addEventListener('click',function(e){var c=e.target&&e.target.closest&&e.target.closest('[data-minor-close]');` +
    `if(!c)return;try{localStorage.setItem(k,t)}catch(x){}d.removeAttribute('data-minor-ask')})}catch(x){}})();`;

export const firstOpenMarkup = !import.meta.env.SSR
  ? ''
  : '<div class="kq-minor-prompt-mask" role="dialog" aria-modal="true" aria-labelledby="kq-minor-prompt-title">' +
    `<div class="kq-minor-prompt">${minorShieldSvg}<h2 id="kq-minor-prompt-title">青少年模式</h2>` +
    '<p>为呵护未成年人健康成长，看球直播推出青少年模式。开启后每日使用不超过 40 分钟，22:00 至次日 06:00 无法使用，' +
    '不能充值、送礼物、竞猜或抽奖，只展示适合青少年的内容。</p>' +
    '<a class="kq-minor-prompt-go" href="/minor" data-minor-close>开启青少年模式 ›</a>' +
    '<button type="button" data-minor-close>我知道了</button></div></div>';
