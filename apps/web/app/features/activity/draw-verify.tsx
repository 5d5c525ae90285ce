import { drawUnit, roundSeedHash } from '@kanqiu/domain';
import { useState, type ReactElement } from 'react';
import type { DrawRecord } from './data';
import { ShieldCheckIcon } from './icons';

type Verdict = { hashMatches: boolean; unitMatches: boolean; unit: number } | { error: string };

/** Recomputes a revealed draw in the browser with Web Crypto: the seed's hash and the draw's unit. */
async function verify(draw: DrawRecord & { seed: string }): Promise<Verdict> {
  try {
    const [hash, unit] = await Promise.all([
      roundSeedHash(draw.seed),
      drawUnit(draw.seed, draw.clientSeed, draw.nonce),
    ]);
    return { hashMatches: hash === draw.seedHash, unitMatches: unit === draw.unit, unit };
  } catch {
    return { error: '当前浏览器不支持 Web Crypto（需 HTTPS），请换用 HTTPS 访问后验证' };
  }
}

/** A draw's verification data, and once its round is revealed, a button that checks it here on the phone. */
export function DrawVerify({ draw }: { draw: DrawRecord }): ReactElement {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const seed = draw.seed;
  return (
    <div className="kq-act-verify">
      <dl>
        <dt>种子哈希</dt>
        <dd className="kq-act-mono">{draw.seedHash}</dd>
        <dt>服务端种子</dt>
        <dd className="kq-act-mono">{seed ?? '本轮结束后公布'}</dd>
        <dt>客户端种子:序号</dt>
        <dd className="kq-act-mono">
          {draw.clientSeed}:{draw.nonce}
        </dd>
        <dt>随机数</dt>
        <dd className="kq-act-mono">{draw.unit.toFixed(12)}</dd>
      </dl>
      {seed !== null && (
        <button
          type="button"
          className="kq-act-verify-btn"
          onClick={() => void verify({ ...draw, seed }).then(setVerdict)}
        >
          <ShieldCheckIcon /> 在本机验证
        </button>
      )}
      {verdict &&
        ('error' in verdict ? (
          <p className="kq-act-verdict is-bad">{verdict.error}</p>
        ) : (
          <p
            className={`kq-act-verdict ${verdict.hashMatches && verdict.unitMatches ? 'is-good' : 'is-bad'}`}
            data-testid="verdict"
          >
            {verdict.hashMatches && verdict.unitMatches
              ? '验证通过：种子与公布的哈希一致，随机数复算一致'
              : `验证失败：${verdict.hashMatches ? '' : '哈希不一致；'}${verdict.unitMatches ? '' : `复算随机数为 ${verdict.unit}`}`}
          </p>
        ))}
    </div>
  );
}
