import type { ImMessage } from '@kanqiu/contract';
import { splitChatText } from '@kanqiu/domain';
import { ImageViewer } from 'antd-mobile';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { apiAssetUrl } from '../../lib/api-hosts';
import { formatShanghai } from '../../lib/format-date';
import { useRootData } from '../../lib/root-data';
import { EmojiImage, type EmojiSet } from './emoji';

/** Text with its emoji codes drawn as pictures, and `@我的昵称` marked when I am mentioned. Never HTML. */
export function ChatText({
  text,
  emojis,
  mention,
}: {
  text: string;
  emojis: EmojiSet | null;
  /** `@nickname` to mark, when the message mentions me. */
  mention: string | null;
}): ReactElement {
  const parts = splitChatText(text, (code) => emojis?.byCode.has(code) ?? false);
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'emoji' ? (
          <EmojiImage key={index} emoji={emojis!.byCode.get(part.code)!} />
        ) : (
          <MentionMarked key={index} text={part.text} mention={mention} />
        ),
      )}
    </>
  );
}

function MentionMarked({ text, mention }: { text: string; mention: string | null }): ReactNode {
  if (!mention || !text.includes(mention)) return text;
  return text.split(mention).flatMap((piece, index) =>
    index === 0
      ? [piece]
      : [
          <mark key={index} className="kq-im-mention">
            {mention}
          </mark>,
          piece,
        ],
  );
}

/** A picture message: its thumbnail at its own proportions; a tap opens the full size. */
export function ChatImage({ image }: { image: NonNullable<ImMessage['image']> }): ReactElement {
  const { publicHosts } = useRootData();
  const [open, setOpen] = useState(false);
  const side = 3.2;
  const scale = side / Math.max(image.width, image.height);
  return (
    <>
      <button type="button" className="kq-im-image" onClick={() => setOpen(true)} aria-label="查看大图">
        <img
          src={apiAssetUrl(image.thumb, publicHosts) ?? undefined}
          alt="图片"
          style={{ width: `${image.width * scale}rem`, height: `${image.height * scale}rem` }}
          loading="lazy"
          draggable={false}
        />
      </button>
      <ImageViewer image={apiAssetUrl(image.url, publicHosts) ?? ''} visible={open} onClose={() => setOpen(false)} />
    </>
  );
}

const phaseLabels: Record<NonNullable<ImMessage['match']>['phase'], string> = {
  upcoming: '未开赛',
  live: '进行中',
  result: '已完场',
};

/** A shared match: competition, teams and the score as it stood when shared; a tap opens the match. */
export function MatchCard({ match }: { match: NonNullable<ImMessage['match']> }): ReactElement {
  const path = `/live/${match.sport === 'football' ? 'zq' : 'lq'}/detail/${match.matchId}`;
  const started = match.phase !== 'upcoming';
  return (
    <Link to={path} className="kq-im-match" data-testid="match-card" data-match-id={match.matchId}>
      <span className="kq-im-match-top">
        <span>{match.competition}</span>
        <span>{formatShanghai(match.kickoffAt, 'MM-DD HH:mm')}</span>
      </span>
      <span className="kq-im-match-teams">
        <strong>{match.home}</strong>
        <b>{started ? `${match.homeScore} - ${match.awayScore}` : 'VS'}</b>
        <strong>{match.away}</strong>
      </span>
      <span className="kq-im-match-foot">
        <em className={`is-${match.phase}`}>{started ? `分享时${phaseLabels[match.phase]}` : phaseLabels.upcoming}</em>
        <span>查看比赛</span>
      </span>
    </Link>
  );
}
