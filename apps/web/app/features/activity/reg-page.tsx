import './activity.css';
import { SIGN_IN_POINTS, STREAK_BONUS } from '@kanqiu/domain';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../shell';
import { SignButton } from './activity-home';
import { pointsText, type RegData } from './data';
import { CalendarCheckIcon } from './icons';

/** Which of the seven days of the track today is: the streak after today's sign-in, or the one it would start. */
function trackDay(streak: number, signedToday: boolean): number {
  const day = signedToday ? streak : streak + 1;
  return Math.min(Math.max(day, 1), STREAK_BONUS.length);
}

/** /activity/reg: join and sign in (签到) once a Beijing day; the seven-day streak track shows each day's bonus. */
export function RegPage({ data }: { data: RegData }): ReactElement {
  const { me } = data;
  const today = trackDay(me.streak, me.signedToday);
  return (
    <div className="kq-page kq-act">
      <PageHeader title="每日签到" backTo="/activity" />
      <section className="kq-act-reg-hero">
        <CalendarCheckIcon className="kq-act-reg-icon" />
        <p>
          已连续签到 <b data-testid="streak">{me.streak}</b> 天
        </p>
        <span>当前积分 {pointsText(me.points)}</span>
        <SignButton me={me} className="kq-act-reg-sign" />
      </section>
      <section className="kq-act-section">
        <h2 className="kq-act-h2">连续签到奖励</h2>
        <ol className="kq-act-track">
          {STREAK_BONUS.map((bonus, index) => {
            const day = index + 1;
            const done = day < today || (day === today && me.signedToday);
            return (
              <li key={day} className={`${done ? 'is-done' : ''} ${day === today ? 'is-today' : ''}`}>
                <b>+{SIGN_IN_POINTS + bonus}</b>
                <span>{day === STREAK_BONUS.length ? '第7天起' : `第${day}天`}</span>
              </li>
            );
          })}
        </ol>
        <p className="kq-act-note">
          每天签到得 {SIGN_IN_POINTS} 积分，连续签到额外奖励递增，第 7 天起每天 +{STREAK_BONUS.at(-1)}
          。中断一天将从第 1 天重新计算。签到以北京时间为准。
        </p>
        <Link to="/activity" className="kq-act-link">
          去竞猜赚积分 ›
        </Link>
      </section>
    </div>
  );
}
