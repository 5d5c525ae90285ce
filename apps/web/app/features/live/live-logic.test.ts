import { describe, expect, it } from 'vitest';
import { alertsFor, alertText, defaultAlertSettings, readAlertSettings } from './alerts';
import {
  filterIdFor,
  invertSelection,
  selectAll,
  selectedCount,
  selectHot,
  toggleSelection,
  type FilterCompetition,
} from './filter-selection';
import { serverNow } from './server-clock';
import { judgeMatchVersion, judgeStreamDiff, missedSinceSnapshot } from './stream-position';

describe('stream position', () => {
  const position = { epoch: 'e1', seq: 10 };
  it('applies the next seq, skips old ones, resyncs on a gap or a new epoch', () => {
    expect(judgeStreamDiff(position, 'e1', 11)).toBe('apply');
    expect(judgeStreamDiff(position, 'e1', 10)).toBe('stale');
    expect(judgeStreamDiff(position, 'e1', 3)).toBe('stale');
    expect(judgeStreamDiff(position, 'e1', 13)).toBe('resync');
    expect(judgeStreamDiff(position, 'e2', 11)).toBe('resync');
  });
  it('sees diffs missed between the snapshot and the subscription', () => {
    expect(missedSinceSnapshot(position, null, 10)).toBe(false);
    expect(missedSinceSnapshot(position, null, 12)).toBe(true);
    expect(missedSinceSnapshot(position, 'e2', undefined)).toBe(true);
    expect(missedSinceSnapshot(position, 'e1', undefined)).toBe(false);
  });
  it('a snapshot read while the position was unknown resyncs on any diff, or once the server numbers again', () => {
    const unknown = { epoch: 'unknown', seq: 0 };
    expect(judgeStreamDiff(unknown, 'e1', 1)).toBe('resync');
    expect(missedSinceSnapshot(unknown, 'e1', undefined)).toBe(true);
    expect(missedSinceSnapshot(unknown, 'unknown', 0)).toBe(false);
  });
  it('a match topic follows the version', () => {
    expect(judgeMatchVersion(5, 6)).toBe('apply');
    expect(judgeMatchVersion(5, 5)).toBe('stale');
    expect(judgeMatchVersion(5, 8)).toBe('resync');
  });
});

describe('server clock', () => {
  it('ticks on from the snapshot at the clock rate, whatever the phone clock says', () => {
    const clock = { serverTime: 1_000_000, receivedAtMs: 50_000, rate: 1 };
    expect(serverNow(clock, 50_000)).toBe(1_000_000);
    expect(serverNow(clock, 110_000)).toBe(1_000_060);
    expect(serverNow({ ...clock, rate: 10 }, 56_000)).toBe(1_000_060);
    // A clock that goes back does not run the minute backwards.
    expect(serverNow(clock, 40_000)).toBe(1_000_000);
  });
});

describe('filter selection', () => {
  const all: FilterCompetition[] = [
    { id: 1, name: '英超', count: 6, hot: true },
    { id: 7, name: '欧洲杯', count: 2, hot: true },
    { id: 42, name: '荷甲', count: 3, hot: false },
  ];
  it('全选, 反选, 热门 and toggling', () => {
    expect([...selectAll(all)]).toEqual([1, 7, 42]);
    expect([...invertSelection(all, new Set([1]))]).toEqual([7, 42]);
    expect([...selectHot(all)]).toEqual([1, 7]);
    expect([...toggleSelection(new Set([1]), 1)]).toEqual([]);
    expect([...toggleSelection(new Set([1]), 7)]).toEqual([1, 7]);
    expect(selectedCount(all, new Set([1, 42]))).toBe(9);
  });
  it('serialises to the filter id, everything being no filter', () => {
    expect(filterIdFor(all, selectAll(all))).toBe('');
    expect(filterIdFor(all, new Set([7]))).toBe('7!');
    expect(filterIdFor(all, new Set([42, 1]))).toBe('1!42!');
  });
});

describe('alerts', () => {
  const before = { score: [1, 0], red: [0, 0], yellow: [1, 1] } as const;
  it('goal, red and yellow by the settings', () => {
    expect(alertsFor({ followed: false, before, after: { score: [2, 0] } }, defaultAlertSettings)).toEqual(['goal']);
    expect(
      alertsFor({ followed: false, before, after: { red: [0, 1], yellow: [1, 2] } }, defaultAlertSettings),
    ).toEqual(['red', 'yellow']);
    expect(
      alertsFor({ followed: false, before, after: { score: [2, 0] } }, { ...defaultAlertSettings, goalChecked: false }),
    ).toEqual([]);
    expect(
      alertsFor({ followed: false, before, after: { yellow: [2, 1] } }, { ...defaultAlertSettings, hpChecked: false }),
    ).toEqual([]);
  });
  it('a cancelled goal is no alert; pmChecked keeps only followed matches', () => {
    expect(alertsFor({ followed: false, before, after: { score: [0, 0] } }, defaultAlertSettings)).toEqual([]);
    const pm = { ...defaultAlertSettings, pmChecked: true };
    expect(alertsFor({ followed: false, before, after: { score: [2, 0] } }, pm)).toEqual([]);
    expect(alertsFor({ followed: true, before, after: { score: [2, 0] } }, pm)).toEqual(['goal']);
  });
  it('reads stored settings defensively and writes the toast text', () => {
    expect(readAlertSettings(null)).toEqual(defaultAlertSettings);
    expect(readAlertSettings('not json')).toEqual(defaultAlertSettings);
    expect(readAlertSettings('{"pmChecked":true,"goalChecked":"x"}')).toEqual({
      ...defaultAlertSettings,
      pmChecked: true,
    });
    expect(alertText('goal', '曼城', '利物浦', [2, 1], "67'")).toBe("67' 进球！曼城 2-1 利物浦");
    expect(alertText('goal', '英格兰', '丹麦', [0, 1], "59'", { side: 'away', playerName: '波尔森' })).toBe(
      "59' 进球！丹麦 波尔森（0-1）",
    );
    expect(alertText('yellow', '英格兰', '丹麦', [0, 1], "61'", { side: 'home', playerName: '亨德森' })).toBe(
      "61' 黄牌！英格兰 亨德森",
    );
  });
});
