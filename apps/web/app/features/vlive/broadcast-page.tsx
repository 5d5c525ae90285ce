import './vlive.css';
import { roomCategories, roomCategoryNames, type RoomCategory } from '@kanqiu/domain';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useEffect, useRef, type ReactElement } from 'react';
import { Link, useFetcher } from 'react-router';
import { Dialog, Toast } from '../../lib/antd-imperative';
import { apiAssetUrl } from '../../lib/api-hosts';
import { useRootData } from '../../lib/root-data';
import { ImageFileInput, PageHeader } from '../shell';
import type { BroadcastAnswer, BroadcastData } from './broadcast-data';

async function copy(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    Toast.show({ content: `${what}已复制` });
  } catch {
    Toast.show({ content: '无法自动复制，请长按文字手动复制' });
  }
}

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }): ReactElement {
  return (
    <div className="kq-broadcast-row">
      <span className="kq-broadcast-label">{label}</span>
      <code data-testid={testId}>{value}</code>
      <button type="button" onClick={() => void copy(value, label)}>
        复制
      </button>
    </div>
  );
}

/** 直播封面: the room's 16:9 cover and its upload (the server crops and re-encodes it). */
function CoverPicker({ cover }: { cover: string | null }): ReactElement {
  const { publicHosts } = useRootData();
  // Its own fetcher, so a stream key on screen from a save is not replaced by the cover's answer.
  const fetcher = useFetcher<BroadcastAnswer>({ key: 'broadcast-cover' });
  const input = useRef<HTMLInputElement>(null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) Toast.show({ content: answer.ok ? answer.message : answer.error });
  }, [answer]);
  const uploading = fetcher.state !== 'idle';
  const src = apiAssetUrl(cover, publicHosts);

  return (
    <section className="kq-card kq-broadcast-cover" data-testid="broadcast-cover">
      <h2>直播封面</h2>
      <button type="button" className="kq-broadcast-cover-frame" onClick={() => input.current?.click()}>
        {src ? (
          <img src={src} alt="直播封面" data-testid="cover-image" />
        ) : (
          <span className="kq-broadcast-cover-empty">点击上传封面</span>
        )}
        <span className="kq-broadcast-cover-action">{uploading ? '上传中…' : src ? '更换封面' : '上传封面'}</span>
      </button>
      <p className="kq-broadcast-note">建议横版 16:9 图片，JPG、PNG、WEBP 或 GIF，不超过 2 MB；将自动裁剪为 16:9。</p>
      <ImageFileInput
        ref={input}
        label="选择封面图片"
        testId="cover-input"
        fields={{ intent: 'cover' }}
        onPicked={(form) => void fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' })}
      />
    </section>
  );
}

/** 开播: a certified fan's own room (title, category, a match in play to tie it to) and where OBS publishes. */
export function BroadcastPage({ data }: { data: BroadcastData }): ReactElement {
  const fetcher = useFetcher<BroadcastAnswer>({ key: 'broadcast' });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) Toast.show({ content: answer.ok ? answer.message : answer.error });
  }, [answer]);

  if (!data.certified) {
    return (
      <div className="kq-page">
        <PageHeader title="我要开播" />
        <div className="kq-broadcast-gate" data-testid="broadcast-gate">
          <strong>开播需先完成实名认证</strong>
          <p>根据相关规定，主播需实名认证后才能开通直播间。</p>
          <Link to="/user/certification" className="kq-broadcast-cta">
            去实名认证
          </Link>
        </div>
      </div>
    );
  }

  const room = data.room;
  const ingest = answer?.ok ? answer.ingest : null;
  const busy = fetcher.state !== 'idle';
  const reset = async () => {
    const confirmed = await Dialog.confirm({
      title: '重置推流码',
      content: '重置后旧推流码立即失效，正在进行的推流需用新推流码重新开始。',
      confirmText: '重置',
      cancelText: '取消',
    });
    if (confirmed) void fetcher.submit({ intent: 'reset' }, { method: 'post' });
  };

  return (
    <div className="kq-page kq-broadcast">
      <PageHeader title="我要开播" />
      {data.error ? <p className="kq-broadcast-error">{data.error}</p> : null}
      <Form
        className="kq-form kq-form-card"
        layout="vertical"
        requiredMarkStyle="none"
        initialValues={{
          title: room?.title ?? '',
          category: [room?.category ?? 1],
          matchId: room?.match ? String(room.match.id) : '',
        }}
        onFinish={(values: { title: string; category: RoomCategory[]; matchId: string }) =>
          void fetcher.submit(
            {
              intent: 'save',
              title: values.title.trim(),
              category: String(values.category[0] ?? 1),
              matchId: values.matchId,
            },
            { method: 'post' },
          )
        }
        footer={
          <Button block color="primary" type="submit" loading={busy} data-testid="broadcast-save">
            {room ? '保存设置' : '开通直播间'}
          </Button>
        }
      >
        <Form.Item
          name="title"
          label="直播标题"
          rules={[
            { required: true, message: '请输入直播标题' },
            { min: 2, max: 30, message: '标题需为 2–30 个字' },
          ]}
        >
          <Input placeholder="例如：英超焦点战 一起看球" maxLength={30} clearable />
        </Form.Item>
        <Form.Item name="category" label="直播分类" rules={[{ required: true, message: '请选择分类' }]}>
          <Selector columns={3} options={roomCategories.map((value) => ({ value, label: roomCategoryNames[value] }))} />
        </Form.Item>
        <Form.Item name="matchId" label="关联比赛（可选）">
          <select className="kq-broadcast-select" aria-label="关联比赛">
            <option value="">不关联比赛</option>
            {room?.match && !data.matches.some((m) => m.id === room.match?.id) ? (
              <option value={String(room.match.id)}>
                {room.match.competition} {room.match.home} vs {room.match.away}
              </option>
            ) : null}
            {data.matches.map((m) => (
              <option key={m.id} value={String(m.id)}>
                {m.label}
              </option>
            ))}
          </select>
        </Form.Item>
      </Form>

      {room ? <CoverPicker cover={room.cover} /> : null}

      {room && data.ingestServer ? (
        <section className="kq-card kq-broadcast-ingest" data-testid="broadcast-ingest">
          <h2>推流设置</h2>
          <CopyRow label="推流地址" value={ingest?.server ?? data.ingestServer} testId="ingest-server" />
          {ingest ? (
            <CopyRow label="推流码" value={ingest.streamKey} testId="ingest-key" />
          ) : (
            <p className="kq-broadcast-note">推流码只在生成时显示一次，请妥善保存；忘记时可重置。</p>
          )}
          <p className="kq-broadcast-note">
            在 OBS 中打开“设置 → 推流”，服务选“自定义”，服务器填推流地址，串流密钥填推流码，然后点“开始推流”。
          </p>
          <div className="kq-broadcast-actions">
            <button type="button" onClick={() => void reset()} disabled={busy} data-testid="ingest-reset">
              重置推流码
            </button>
            <Link to={`/vlive/detail/${room.id}`}>进入我的直播间</Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}
