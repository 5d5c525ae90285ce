import type { TipItem } from '@kanqiu/contract';
import {
  ANALYSIS_MIN_LENGTH,
  isPickOfMarket,
  marketsOfSport,
  TIP_MARKET_NAMES,
  tipPicks,
  type TipMarket,
  type TipPick,
} from '@kanqiu/domain';
import { Popup, Selector, TextArea } from 'antd-mobile';
import { useEffect, useState, type ReactElement } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { EXPERTS_ACTION, tipHref, type ExpertsActionResult } from './data';

const PRICES = [0, 10, 20, 30] as const;

function pickName(pick: TipPick, match: TipItem['match']): string {
  return { home: match.home, away: match.away, draw: '平局', over: '大', under: '小' }[pick];
}

/**
 * 发布方案 on one match: market, pick, price and analysis. The line and odds are the server's at the moment of
 * publication; priced tips need 中级专家 (the server says so if not).
 */
export function PublishSheet({ match, onClose }: { match: TipItem['match']; onClose(): void }): ReactElement {
  const markets = marketsOfSport(match.sport);
  const [market, setMarket] = useState<TipMarket>(markets[0] ?? 'asia');
  const [pick, setPick] = useState<TipPick>('home');
  const [price, setPrice] = useState<number>(0);
  const [analysis, setAnalysis] = useState('');
  const fetcher = useFetcher<ExpertsActionResult>({ key: `publish-${match.id}` });
  const navigate = useNavigate();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok && answer.intent === 'publish') void navigate(tipHref(answer.code));
    else if (!answer.ok) Toast.show({ content: answer.error });
  }, [answer, navigate]);
  const picks = tipPicks.filter((p) => isPickOfMarket(market, p));
  const chooseMarket = (next: TipMarket) => {
    setMarket(next);
    if (!isPickOfMarket(next, pick)) setPick(tipPicks.find((p) => isPickOfMarket(next, p)) ?? 'home');
  };
  const length = [...analysis.trim()].length;
  const submit = () =>
    void fetcher.submit(
      { intent: 'publish', matchId: String(match.id), market, pick, price: String(price), analysis },
      { method: 'post', action: EXPERTS_ACTION },
    );
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="kq-publish" destroyOnClose>
      <div className="kq-publish-head">
        <button type="button" onClick={onClose}>
          取消
        </button>
        <strong>
          发布方案 · {match.home} vs {match.away}
        </strong>
        <button
          type="button"
          className="kq-publish-send"
          onClick={submit}
          disabled={length < ANALYSIS_MIN_LENGTH || fetcher.state !== 'idle'}
          data-testid="publish-send"
        >
          发布
        </button>
      </div>
      <p className="kq-publish-label">玩法</p>
      <Selector
        columns={3}
        value={[market]}
        onChange={(values) => values[0] && chooseMarket(values[0])}
        options={markets.map((m) => ({ label: TIP_MARKET_NAMES[m], value: m }))}
      />
      <p className="kq-publish-label">推荐</p>
      <Selector
        columns={picks.length}
        value={[pick]}
        onChange={(values) => values[0] && setPick(values[0])}
        options={picks.map((p) => ({ label: pickName(p, match), value: p }))}
      />
      <p className="kq-publish-label">价格（球币，付费方案需中级专家）</p>
      <Selector
        columns={4}
        value={[price]}
        onChange={(values) => values[0] !== undefined && setPrice(values[0])}
        options={PRICES.map((p) => ({ label: p === 0 ? '免费' : `${p}`, value: p }))}
      />
      <p className="kq-publish-label">分析（至少 {ANALYSIS_MIN_LENGTH} 字）</p>
      <TextArea
        value={analysis}
        onChange={setAnalysis}
        placeholder="说说你的理由：状态、伤停、交锋、盘口走势……"
        rows={5}
        maxLength={2000}
        showCount
        aria-label="分析"
      />
      <p className="kq-tip-note">盘口与赔率以发布时刻的即时赔率为准，开赛后方案不可修改。</p>
    </Popup>
  );
}
