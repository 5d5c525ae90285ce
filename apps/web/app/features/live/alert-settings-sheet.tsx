import { Popup, Switch } from 'antd-mobile';
import { useEffect, type ReactElement } from 'react';
import { useAlertStore } from './alert-store';
import { alertSettingLabels } from './alerts';

/** 提醒设置: the five alert switches of spec §3, kept in localStorage. */
export function AlertSettingsSheet({ onClose }: { onClose(): void }): ReactElement {
  const settings = useAlertStore((state) => state.settings);
  const update = useAlertStore((state) => state.update);
  const load = useAlertStore((state) => state.load);
  useEffect(() => load(), [load]);
  return (
    <Popup visible position="bottom" onMaskClick={onClose} bodyClassName="kq-sheet-bottom" destroyOnClose>
      <div className="kq-alert-sheet" data-testid="alert-settings">
        <header className="kq-alert-sheet-header">
          <h1>提醒设置</h1>
          <button type="button" onClick={onClose}>
            完成
          </button>
        </header>
        <ul>
          {alertSettingLabels.map((item) => (
            <li key={item.key}>
              <span>
                <strong>{item.label}</strong>
                <small>{item.hint}</small>
              </span>
              <Switch
                checked={settings[item.key]}
                onChange={(checked) => update({ [item.key]: checked })}
                aria-label={item.label}
              />
            </li>
          ))}
        </ul>
        <p className="kq-alert-sheet-note">提醒在比分页面与比赛详情页打开时生效；声音需浏览器允许自动播放。</p>
      </div>
    </Popup>
  );
}
