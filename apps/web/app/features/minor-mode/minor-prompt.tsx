import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { MinorShieldIcon } from './minor-icons';
import './minor-mode.css';

/** The first-open dialog: what 青少年模式 is and the way to turn it on. */
export default function MinorPrompt({ onClose }: { onClose: () => void }): ReactElement {
  return (
    <div className="kq-minor-prompt-mask" role="dialog" aria-modal="true" aria-labelledby="kq-minor-prompt-title">
      <div className="kq-minor-prompt">
        <MinorShieldIcon />
        <h2 id="kq-minor-prompt-title">青少年模式</h2>
        <p>
          为呵护未成年人健康成长，看球直播推出青少年模式。开启后每日使用不超过 40 分钟，22:00 至次日 06:00
          无法使用，不能充值、送礼物、竞猜或抽奖，只展示适合青少年的内容。
        </p>
        <Link className="kq-minor-prompt-go" to="/minor" onClick={onClose}>
          开启青少年模式 ›
        </Link>
        <button type="button" onClick={onClose}>
          我知道了
        </button>
      </div>
    </div>
  );
}
