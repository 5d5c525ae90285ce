import { isClientSeed } from '@kanqiu/domain';
import { Button } from 'antd-mobile';
import { useEffect, useState, type ReactElement } from 'react';
import { useFetcher } from 'react-router';
import { Toast } from '../../lib/antd-imperative';
import { newClientSeed, type ActivityActionResult } from './data';

/** The fan's client seed in the fair-draw box, and a form to choose another (which ends the round, see the API). */
export function ClientSeed({ clientSeed }: { clientSeed: string }): ReactElement {
  const fetcher = useFetcher<ActivityActionResult>({ key: 'activity-seed' });
  const [editing, setEditing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [value, setValue] = useState(clientSeed);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (result) Toast.show({ content: result.msg });
  }, [result]);

  // The form closes once its save succeeded; a refused one stays open to be corrected.
  if (!editing || (submitted && result?.ok)) {
    return (
      <div className="kq-act-seed">
        <span className="kq-act-seed-label">我的客户端种子</span>
        <code className="kq-act-seed-value" data-testid="client-seed">
          {clientSeed}
        </code>
        <button
          type="button"
          className="kq-act-seed-change"
          onClick={() => {
            setValue(clientSeed);
            setEditing(true);
            setSubmitted(false);
          }}
        >
          更换
        </button>
      </div>
    );
  }
  const valid = isClientSeed(value);
  return (
    <fetcher.Form method="post" className="kq-act-seed-form" onSubmit={() => setSubmitted(true)}>
      <input type="hidden" name="intent" value="seed" />
      <label className="kq-act-seed-label" htmlFor="kq-client-seed">
        我的客户端种子
      </label>
      <div className="kq-act-seed-field">
        <input
          id="kq-client-seed"
          name="clientSeed"
          value={value}
          onChange={(event) => setValue(event.target.value.trim())}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="1–32 位字母、数字、_ 或 -"
        />
        <button type="button" className="kq-act-seed-change" onClick={() => setValue(newClientSeed())}>
          随机生成
        </button>
      </div>
      <p className={`kq-act-note ${valid ? '' : 'is-bad'}`}>
        {valid
          ? '保存后本轮立即结束并公布服务端种子，新一轮的结果由新的服务端种子与你的客户端种子共同决定。'
          : '客户端种子只能是 1–32 位字母、数字、下划线或减号'}
      </p>
      <div className="kq-act-seed-actions">
        <Button size="small" shape="rounded" onClick={() => setEditing(false)}>
          取消
        </Button>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          type="submit"
          disabled={!valid}
          loading={fetcher.state !== 'idle'}
        >
          保存并开启新一轮
        </Button>
      </div>
    </fetcher.Form>
  );
}
