import { Button, Form, Input, Tabs } from 'antd-mobile';
import { useMemo, useState, type ReactElement } from 'react';
import { createHeaderApi } from '../../lib/header-api';
import { useRootData } from '../../lib/root-data';
import { PageHeader } from '../shell';
import { useAdminToken } from './admin-token';
import { MessageReports } from './message-reports';
import { PostReports } from './post-reports';
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

/** The operators' report queues (消息举报, 帖子举报), outside the tabs and linked from no fan screen. */
export function ReportQueuePage(): ReactElement {
  const { publicHosts } = useRootData();
  const { token, ready, save, forget } = useAdminToken();
  const api = useMemo(
    () => (token ? createHeaderApi(publicHosts, { 'x-admin-token': token }) : null),
    [publicHosts, token],
  );
  const [messageCount, setMessageCount] = useState<number>();
  const [postCount, setPostCount] = useState<number>();
  const signOut = api ? (
    <button type="button" className="kq-admin-signout" onClick={forget}>
      换口令
    </button>
  ) : null;
  return (
    <main className="kq-admin-page">
      <PageHeader title="举报处理" backTo="/" right={signOut} />
      {!ready ? null : api ? (
        <Tabs defaultActiveKey="messages" className="kq-admin-tabs">
          <Tabs.Tab title={tabTitle('消息举报', messageCount)} key="messages">
            <MessageReports api={api} onCount={setMessageCount} />
          </Tabs.Tab>
          <Tabs.Tab title={tabTitle('帖子举报', postCount)} key="posts">
            <PostReports api={api} onCount={setPostCount} />
          </Tabs.Tab>
        </Tabs>
      ) : (
        <TokenForm onSave={save} />
      )}
    </main>
  );
}
