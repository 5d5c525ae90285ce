import type { ReportSubjectKind } from '@kanqiu/contract';
import { Button, Form, Input, Tabs } from 'antd-mobile';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { createHeaderApi } from '../../lib/header-api';
import { useRootData } from '../../lib/root-data';
import { PageHeader } from '../shell';
import { useAdminToken } from './admin-token';
import { ModerationReports } from './moderation-reports';
import { subjectNames } from './reported-subject';
import './admin.css';

function TokenForm({ onSave }: { onSave: (token: string) => void }): ReactElement {
  const [value, setValue] = useState('');
  return (
    <section className="kq-admin-gate">
      <h2>运营后台</h2>
      <p>输入运营口令后处理用户举报。口令只保存在当前标签页，关闭后需重新输入。</p>
      <Form
        layout="vertical"
        onFinish={() => onSave(value.trim())}
        footer={
          <Button block type="submit" color="primary" disabled={value.trim() === ''}>
            进入举报队列
          </Button>
        }
      >
        <Form.Item label="运营口令">
          <Input type="password" placeholder="ADMIN_TOKEN" value={value} onChange={setValue} clearable />
        </Form.Item>
      </Form>
    </section>
  );
}

const tabTitle = (name: string, count: number | undefined) => (count === undefined ? name : `${name} ${count}`);
/** The queue's tabs: every kind, then each kind a fan reports from a screen. */
const tabs: { key: string; kind: ReportSubjectKind | null }[] = [
  { key: 'all', kind: null },
  ...(['roomChatLine', 'imMessage', 'post', 'comment'] as const).map((kind) => ({ key: kind, kind })),
];

/** The operators' one report queue with a tab per kind of subject, linked from no fan screen. */
export function ReportQueuePage(): ReactElement {
  const { publicHosts } = useRootData();
  const { token, ready, save, forget } = useAdminToken();
  const api = useMemo(
    () => (token ? createHeaderApi(publicHosts, { 'x-admin-token': token }) : null),
    [publicHosts, token],
  );
  const [counts, setCounts] = useState<Record<string, number>>({});
  const counter = useCallback((key: string) => (count: number) => setCounts((c) => ({ ...c, [key]: count })), []);
  const onCount = useMemo(() => Object.fromEntries(tabs.map(({ key }) => [key, counter(key)])), [counter]);
  const signOut = api ? (
    <button type="button" className="kq-admin-signout" onClick={forget}>
      换口令
    </button>
  ) : null;
  return (
    <main className="kq-admin-page">
      <PageHeader title="举报处理" backTo="/" right={signOut} />
      {!ready ? null : api ? (
        <Tabs defaultActiveKey="all" className="kq-admin-tabs">
          {tabs.map(({ key, kind }) => (
            <Tabs.Tab title={tabTitle(kind ? subjectNames[kind] : '全部', counts[key])} key={key}>
              <ModerationReports api={api} kind={kind} onCount={onCount[key]!} />
            </Tabs.Tab>
          ))}
        </Tabs>
      ) : (
        <TokenForm onSave={save} />
      )}
    </main>
  );
}
