import './animation.css';
import {
  ballPosition,
  otherSide,
  seedOf,
  zonePoint,
  type AnimationMoment,
  type AnimationSide,
  type Point,
} from '@kanqiu/domain';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { sideColors, type AnimationTeam } from './colors';
import { CourtDrawing, PitchDrawing } from './stage-drawings';

/** Stage units: 105 wide for both sports (a pitch in metres; the 28 m court scaled to it). */
const WIDTH = 105;
const HEIGHTS = { football: 68, basketball: (15 * WIDTH) / 28 } as const;

const toStage = (point: Point, height: number) => ({ x: (point.x * WIDTH) / 100, y: (point.y * height) / 100 });

/** Where a moment sends the ball; a moment without a zone leaves it where it is. */
const targetOf = (moment: AnimationMoment, from: Point): { to: Point; radius: number } =>
  moment.zone ? { to: zonePoint(moment.zone, moment.attacker), radius: moment.zone.radius } : { to: from, radius: 1 };

/** The ball, moved every frame from the newest moment (outside React: one attribute a frame). */
function useBall(moment: AnimationMoment, height: number) {
  const ball = useRef<SVGGElement>(null);
  const start = targetOf(moment, { x: 50, y: 50 }).to;
  const last = useRef<Point>(start);
  const motion = useRef({ key: moment.key, from: start, ...targetOf(moment, start), seed: seedOf(moment.key), at: 0 });
  useEffect(() => {
    if (motion.current.key === moment.key) return;
    const from = last.current;
    motion.current = {
      key: moment.key,
      from,
      ...targetOf(moment, from),
      seed: seedOf(moment.key),
      // Set by the next frame, on the frames' clock.
      at: -1,
    };
  }, [moment]);
  useEffect(() => {
    let frame = 0;
    const tick = (time: number) => {
      const m = motion.current;
      if (m.at < 0) m.at = time;
      const point = ballPosition(m.from, m.to, m.radius, time - m.at, m.seed);
      last.current = point;
      const { x, y } = toStage(point, height);
      ball.current?.setAttribute('transform', `translate(${x.toFixed(2)} ${y.toFixed(2)})`);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [height]);
  return ball;
}

/** How hard the side presses: the band of its colour reaches further up for a dangerous moment. */
const PRESSURE: Readonly<Record<string, number>> = {
  dangerousAttack: 3,
  shotOnTarget: 3,
  shotOffTarget: 3,
  corner: 3,
  goal: 3,
  penalty: 3,
  made: 3,
  missed: 3,
  freeThrow: 3,
  attack: 2,
  freeKick: 2,
  rebound: 2,
};

function Pressure({
  side,
  level,
  color,
  height,
}: {
  side: AnimationSide;
  level: number;
  color: string;
  height: number;
}) {
  const id = `kq-anim-press-${side}`;
  const width = WIDTH / 2;
  const chevrons = Array.from({ length: level }, (_, i) => {
    const x = width + 8 + i * 7;
    return (
      <path
        key={i}
        className="kq-anim-chevron"
        style={{ animationDelay: `${i * 0.25}s` }}
        d={`M${x} ${height / 2 - 5}l4 5-4 5`}
        fill="none"
        stroke={color}
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    );
  });
  return (
    <g transform={side === 'away' ? `translate(${WIDTH} 0) scale(-1 1)` : undefined} aria-hidden="true">
      <defs>
        <linearGradient id={id}>
          <stop offset="0" stopColor={color} stopOpacity="0" />
          <stop offset="1" stopColor={color} stopOpacity={0.14 + level * 0.07} />
        </linearGradient>
      </defs>
      <rect x={width} width={width} height={height} fill={`url(#${id})`} />
      {chevrons}
    </g>
  );
}

function Ball({ sport }: { sport: 'football' | 'basketball' }): ReactElement {
  if (sport === 'basketball') {
    return (
      <g>
        <ellipse cx="0.4" cy="1.9" rx="1.7" ry="0.6" fill="rgba(0,0,0,0.25)" />
        <circle r="1.8" fill="#f07b22" stroke="#7a3608" strokeWidth="0.25" />
        <path
          d="M-1.8 0h3.6M0-1.8v3.6M-1.2-1.3q1.2 1.3 0 2.6M1.2-1.3q-1.2 1.3 0 2.6"
          stroke="#7a3608"
          strokeWidth="0.2"
          fill="none"
        />
      </g>
    );
  }
  return (
    <g>
      <ellipse cx="0.4" cy="1.6" rx="1.4" ry="0.5" fill="rgba(0,0,0,0.28)" />
      <circle r="1.5" fill="#fff" stroke="#1f2329" strokeWidth="0.2" />
      <path d="M0-0.65l0.62 0.45-0.24 0.73h-0.76l-0.24-0.73z" fill="#1f2329" />
      <path
        d="M0-0.65V-1.5M0.62-0.2l0.8-0.25M0.38 0.53l0.5 0.7M-0.38 0.53l-0.5 0.7M-0.62-0.2l-0.8-0.25"
        stroke="#1f2329"
        strokeWidth="0.16"
      />
    </g>
  );
}

/**
 * 动画直播: the pitch or court, the side with the ball pressing towards the goal it attacks in its colour, the
 * ball moving to the zone of the newest moment, and the moment's caption. What the data does not tell (the ball
 * between two events, an attack read from a statistic) is said to be a guess.
 */
export function MatchAnimation({
  sport,
  moment,
  home,
  away,
}: {
  sport: 'football' | 'basketball';
  moment: AnimationMoment;
  home: AnimationTeam;
  away: AnimationTeam;
}): ReactElement {
  const height = HEIGHTS[sport];
  const mirrored = sport === 'basketball';
  /** The side whose own goal or basket is on the left. */
  const left: AnimationSide = mirrored ? 'away' : 'home';
  const colors = sideColors(home, away);
  const ball = useBall(moment, height);
  // The server's place of the ball; every frame then moves it (React never writes it again).
  const [initial] = useState(() => toStage(targetOf(moment, { x: 50, y: 50 }).to, height));
  const level = moment.attacker ? (PRESSURE[moment.kind] ?? 1) : 0;
  const owner = moment.side ?? moment.attacker;
  const big = moment.kind === 'goal' || (moment.kind === 'made' && moment.label.startsWith('3'));
  return (
    <figure className={`kq-anim is-${sport}`} data-testid="match-animation" data-moment={moment.kind}>
      <div className="kq-anim-stage">
        <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={`${home.name}对${away.name}的动画直播`}>
          {sport === 'football' ? (
            <PitchDrawing />
          ) : (
            <g transform={`scale(${WIDTH / 28})`}>
              <CourtDrawing />
            </g>
          )}
          {/* Basketball lists the away side first: it is drawn on the left, and the home side attacks the left basket. */}
          <g transform={mirrored ? `translate(${WIDTH} 0) scale(-1 1)` : undefined}>
            {moment.attacker && level > 0 ? (
              <Pressure side={moment.attacker} level={level} color={colors[moment.attacker]} height={height} />
            ) : null}
            <g
              ref={ball}
              data-testid="animation-ball"
              transform={`translate(${initial.x.toFixed(2)} ${initial.y.toFixed(2)})`}
            >
              <Ball sport={sport} />
            </g>
          </g>
        </svg>
        <span className="kq-anim-end is-left" style={{ background: colors[left] }}>
          {left === 'home' ? home.name : away.name}
        </span>
        <span className="kq-anim-end is-right" style={{ background: colors[otherSide(left)] }}>
          {left === 'home' ? away.name : home.name}
        </span>
        <div key={moment.key} className={`kq-anim-caption${big ? ' is-big' : ''}`} data-testid="animation-caption">
          {owner ? <i style={{ background: colors[owner] }} /> : null}
          {owner ? <span className="kq-anim-team">{owner === 'home' ? home.name : away.name}</span> : null}
          <strong>{moment.label}</strong>
          {moment.player ? <span className="kq-anim-player">{moment.player}</span> : null}
        </div>
      </div>
      <figcaption className="kq-anim-note">
        {mirrored ? `${home.name} 进攻左侧篮筐` : `${home.name} 向右进攻`}
        <span>动画根据实时数据推演{moment.guessed ? '（当前为推测）' : ''}</span>
      </figcaption>
    </figure>
  );
}
