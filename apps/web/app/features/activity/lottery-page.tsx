import './activity.css';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { Dialog, Toast } from '../../lib/antd-imperative';
import { loginPath } from '../../lib/safe-redirect';
import { PageHeader } from '../shell';
import { newRequestId, pointsText, type ActivityActionResult, type DrawRecord, type LotteryData } from './data';
import { ClientSeed } from './client-seed';
import { PrizeIcon } from './prize-icon';

/** The nine-grid's cells clockwise from the top left; the centre (4) is the draw button. */
const RING = [0, 1, 2, 5, 8, 7, 6, 3];
const SPIN_STEPS = 2 * RING.length;
const STEP_MS = 70;

/** Spins the highlight round the ring and lands it on the slot the draw hit, then reports the draw. */
function useSpin(onLanded: (draw: DrawRecord) => void) {
  const [lit, setLit] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  const spin = (draw: DrawRecord, slotIndex: number) => {
    let step = 0;
    const total = SPIN_STEPS + slotIndex;
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setLit(step % RING.length);
      if (step === total) {
        clearInterval(timer.current);
        onLanded(draw);
      }
      step += 1;
    }, STEP_MS);
  };
  return { lit, spin };
}

function showPrize(draw: DrawRecord, navigate: (to: string) => void) {
  const won = draw.kind !== 'none';
  const soldOut = draw.slotId !== draw.prizeId;
  const content = soldOut
    ? '该奖品已抽完，本次记为“谢谢参与”'
    : won
      ? `恭喜获得「${draw.prizeName}」`
      : '谢谢参与，再接再厉';
  const goods = draw.kind === 'goods';
  void Dialog.show({
    title: won ? '抽奖结果' : '很遗憾',
    content: <div data-testid="draw-result">{content}</div>,
    closeOnAction: true,
    actions: [
      goods
        ? [
            { key: 'later', text: '稍后领取' },
            {
              key: 'claim',
              text: '填写地址领取',
              bold: true,
              onClick: () => navigate(`/activity/address?claim=${draw.id}`),
            },
          ]
        : [{ key: 'ok', text: '知道了', bold: true }],
    ],
  });
}

/** /activity/lottery: the nine-grid wheel, its prize table with probabilities and stock, and the fair-draw round. */
export function LotteryPage({ data }: { data: LotteryData }): ReactElement {
  const { wheel, signedIn } = data;
  const navigate = useNavigate();
  const location = useLocation();
  const fetcher = useFetcher<ActivityActionResult>({ key: 'activity-draw' });
  const reveal = useFetcher<ActivityActionResult>({ key: 'activity-reveal' });
  const { lit, spin } = useSpin((draw) => showPrize(draw, (to) => void navigate(to)));
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const prizes = wheel?.prizes ?? [];

  useEffect(() => {
    if (!result) return;
    if (!result.ok || !result.draw) {
      Toast.show({ content: result.msg });
      return;
    }
    spin(
      result.draw,
      Math.max(
        0,
        prizes.findIndex((p) => p.id === result.draw?.slotId),
      ),
    );
    // Spin once per answer; `prizes` and `spin` are the same for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  const revealed = reveal.state === 'idle' ? reveal.data : undefined;
  useEffect(() => {
    if (revealed) Toast.show({ content: revealed.msg });
  }, [revealed]);

  if (!wheel) {
    return (
      <div className="kq-page kq-act">
        <PageHeader title="幸运转盘" backTo="/activity" />
        <p className="kq-act-empty">{data.error ?? '转盘暂时无法加载'}</p>
      </div>
    );
  }
  const draw = () => {
    if (!signedIn) return void navigate(loginPath(location.pathname));
    void fetcher.submit({ intent: 'draw', requestId: newRequestId() }, { method: 'post' });
  };
  const cellOf = (cell: number) => RING.indexOf(cell);
  return (
    <div className="kq-page kq-act">
      <PageHeader title="幸运转盘" backTo="/activity" />
      <section className="kq-act-wheel-wrap">
        <p className="kq-act-wheel-points">
          {wheel.points === null ? '登录后参与抽奖' : `我的积分 ${pointsText(wheel.points)}`} · 每次 {wheel.cost} 积分
        </p>
        <div className="kq-act-grid" data-testid="lottery-grid">
          {Array.from({ length: 9 }, (_, cell) => {
            if (cell === 4) {
              return (
                <button key="go" type="button" className="kq-act-go" onClick={draw} disabled={fetcher.state !== 'idle'}>
                  <b>抽奖</b>
                  <span>{wheel.cost} 积分</span>
                </button>
              );
            }
            const prize = prizes[cellOf(cell)];
            if (!prize) return <div key={cell} className="kq-act-cell" />;
            return (
              <div
                key={prize.id}
                className={`kq-act-cell ${lit === cellOf(cell) ? 'is-lit' : ''}`}
                data-prize={prize.id}
              >
                <PrizeIcon kind={prize.kind} />
                <span>{prize.name}</span>
              </div>
            );
          })}
        </div>
      </section>

      <section className="kq-act-section">
        <h2 className="kq-act-h2">奖品与概率</h2>
        <table className="kq-act-table">
          <thead>
            <tr>
              <th>奖品</th>
              <th>概率</th>
              <th>剩余</th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((prize) => (
              <tr key={prize.id}>
                <td>{prize.name}</td>
                <td>{prize.probability}</td>
                <td>{prize.stock === null ? '不限' : `${prize.stock} 份`}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="kq-act-note">
          抽奖只消耗签到、竞猜赚取的积分，不收球币；积分不能购买，也不能兑换球币或现金。以上概率即抽奖实际使用的概率；实物奖品抽完即止，库存为零时抽中该格记为“谢谢参与”。
        </p>
      </section>

      {wheel.round && (
        <section className="kq-act-section kq-act-fair">
          <h2 className="kq-act-h2">公平性验证</h2>
          <p className="kq-act-note">
            本轮（{wheel.round.day}）服务端种子的 SHA-256 哈希已提前公布，下一次抽奖序号为 {wheel.round.nextNonce}
            。每次结果 = HMAC-SHA256(服务端种子, “客户端种子:序号”) 前 52 位 ÷ 2^52，落在哪个概率区间即得哪个奖品。
          </p>
          <code className="kq-act-hash" data-testid="seed-hash">
            {wheel.round.seedHash}
          </code>
          <ClientSeed clientSeed={wheel.round.clientSeed} />
          <div className="kq-act-fair-actions">
            <reveal.Form method="post">
              <input type="hidden" name="intent" value="reveal" />
              <Button size="small" shape="rounded" type="submit" loading={reveal.state !== 'idle'}>
                结束本轮并公布种子
              </Button>
            </reveal.Form>
            <Link to="/activity/history?tab=draw" className="kq-act-link">
              去验证我的抽奖 ›
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
