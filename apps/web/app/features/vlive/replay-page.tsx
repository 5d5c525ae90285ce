import './vlive.css';
import { useState, type ReactElement } from 'react';
import { apiAssetUrl } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';
import { EmptyState } from '../shell/states';
import { PageHeader } from '../shell';
import type { ReplayPageData } from './data';
import { HlsPlayer } from './hls-player';
import { ReplayList } from './replay-list';

export function ReplayPage({ data }: { data: ReplayPageData }): ReactElement {
  const { publicHosts } = useRootData();
  const first = data.replays.find((replay) => replay.startedAt === data.startAt) ?? data.replays[0];
  const [playing, setPlaying] = useState<string | null>(first?.playlistPath ?? null);
  const url = apiAssetUrl(playing, publicHosts);
  return (
    <div className="kq-vlive-room">
      <PageHeader title={data.title ? `${data.title} · 回放` : '回放'} backTo={`/vlive/detail/${data.roomId}`} />
      <div className="kq-vlive-player">{url && <HlsPlayer url={url} />}</div>
      {data.error ? (
        <EmptyState title={data.error} />
      ) : (
        <section className="kq-vlive-replay-panel">
          <ReplayList replays={data.replays} playing={playing} onPick={(replay) => setPlaying(replay.playlistPath)} />
        </section>
      )}
    </div>
  );
}
