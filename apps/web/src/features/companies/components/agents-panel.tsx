import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Popconfirm,
  Table,
  Typography,
  type TableProps,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TCompanyAgent } from '@sunfleet/contract/companies';
import { Can } from '@/components/permissions';
import { useRefusal } from '@/lib/refusals';
import { formatInstant } from '@/lib/format';
import { useAddAgent } from '../api/add-agent.ts';
import { useAgents } from '../api/get-agents.ts';
import { useRemoveAgent } from '../api/remove-agent.ts';

/** The companies selling under the caller's: add one by its administrator's account, remove. */
export function AgentsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const agents = useAgents();
  const add = useAddAgent();
  const remove = useRemoveAgent();
  const [account, setAccount] = useState('');
  const { refusal, run } = useRefusal();

  async function submit() {
    if (!(await run(() => add.mutateAsync(account.trim())))) return;
    setAccount('');
    void message.success(t('companies.agents.added'));
  }

  const columns: TableProps<TCompanyAgent>['columns'] = [
    { key: 'name', title: t('companies.agents.name'), dataIndex: 'name' },
    {
      key: 'admin',
      title: t('companies.agents.adminAccount'),
      render: (_, agent) => agent.adminAccount ?? '--',
    },
    {
      key: 'contact',
      title: t('companies.agents.contact'),
      render: (_, agent) => [agent.contactName, agent.phone].filter(Boolean).join(' · ') || '--',
    },
    { key: 'plants', title: t('companies.agents.plants'), dataIndex: 'plants' },
    {
      key: 'since',
      title: t('companies.agents.since'),
      render: (_, agent) => formatInstant(agent.createdAt),
    },
    {
      key: 'actions',
      title: '',
      render: (_, agent) => (
        <Can permission="company.info.edit">
          <Popconfirm
            title={t('companies.agents.removeConfirm', { name: agent.name })}
            okText={t('companies.ok')}
            cancelText={t('companies.cancel')}
            onConfirm={() =>
              void remove
                .mutateAsync(agent.companyId)
                .then(() => message.success(t('companies.agents.removed')))
            }
          >
            <Button size="small" danger>
              {t('companies.agents.remove')}
            </Button>
          </Popconfirm>
        </Can>
      ),
    },
  ];

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('companies.agents.intro')}</Typography.Text>
        <Can permission="company.info.edit">
          <Form layout="inline" onFinish={() => void submit()}>
            <Form.Item label={t('companies.agents.account')}>
              <Input
                value={account}
                onChange={(event) => setAccount(event.target.value)}
                style={{ width: 280 }}
                data-testid="agent-account"
              />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              icon={<PlusOutlined />}
              disabled={!account.trim()}
              loading={add.isPending}
              data-testid="agent-add"
            >
              {t('companies.agents.add')}
            </Button>
          </Form>
          {refusal && <Alert type="error" showIcon message={refusal} data-testid="agent-refusal" />}
        </Can>
        <Table<TCompanyAgent>
          rowKey="companyId"
          data-testid="agent-table"
          columns={columns}
          dataSource={agents.data}
          loading={agents.isFetching && !agents.data}
          pagination={false}
        />
      </Flex>
    </Card>
  );
}
