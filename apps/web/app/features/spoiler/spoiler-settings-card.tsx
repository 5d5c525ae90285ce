import { SPOILER_MAX_DELAY_SECONDS, spoilerModeLabels, spoilerModes, type SpoilerSettings } from '@kanqiu/domain';
import { Slider } from 'antd-mobile';
import { useEffect, type ReactElement } from 'react';
import { RadioButtons } from '../shell';
import { useRootData } from '../../lib/root-data';
import { saveSpoilerSettings, useSpoilerSettings } from './spoiler-store';
import { pullSpoilerSettings, pushSpoilerSettings } from './spoiler-sync';
import './spoiler.css';

const modeHints: Record<SpoilerSettings['mode'], string> = {
  off: '比分照常显示',
  chosen: '在比赛详情页点「防剧透」选择要隐藏比分的比赛',
  all: '所有比赛的比分、进球与赛果都先隐藏，点一下才显示',
};

/** 设置 → 防剧透: which scores stay hidden, and how long live updates wait to match a TV stream. */
export function SpoilerSettingsCard(): ReactElement {
  const settings = useSpoilerSettings();
  const { user } = useRootData();
  const signedIn = user !== null;

  // A signed-in fan's settings on the API are the truth: this browser adopts them.
  useEffect(() => {
    if (!signedIn) return;
    void pullSpoilerSettings().then((server) => {
      if (server) saveSpoilerSettings(server);
    });
  }, [signedIn]);

  const save = (next: SpoilerSettings) => {
    saveSpoilerSettings(next);
    if (signedIn) void pushSpoilerSettings(next);
  };

  return (
    <section className="kq-entry-card kq-spoiler-card" data-testid="spoiler-settings">
      <h2 className="kq-entry-card-title">防剧透</h2>
      <RadioButtons
        className="kq-spoiler-modes"
        label="隐藏比分"
        choices={spoilerModes}
        chosen={settings.mode}
        chosenClass="is-active"
        onChoose={(mode) => save({ ...settings, mode })}
      >
        {(mode) => spoilerModeLabels[mode]}
      </RadioButtons>
      <p className="kq-spoiler-hint">{modeHints[settings.mode]}</p>
      <div className="kq-spoiler-delay">
        <span className="kq-setting-text">
          <strong>直播延迟</strong>
          <small>
            {settings.delaySeconds === 0
              ? '比分实时到达；看电视直播时可调晚，与画面同步'
              : `比分推送晚 ${settings.delaySeconds} 秒到达，与电视直播的画面同步`}
          </small>
        </span>
      </div>
      <Slider
        min={0}
        max={SPOILER_MAX_DELAY_SECONDS}
        step={10}
        value={settings.delaySeconds}
        onAfterChange={(value) => save({ ...settings, delaySeconds: Array.isArray(value) ? value[0] : value })}
        aria-label="直播延迟"
      />
      {!signedIn ? <p className="kq-spoiler-hint">未登录时设置只保存在本浏览器。</p> : null}
    </section>
  );
}
