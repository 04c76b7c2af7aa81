import { useState } from 'react';
import {
  App,
  Avatar,
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TCompanyUser } from '@sunfleet/contract/company-users';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { formatInstant } from '@/lib/format';
import { useCurrentUser } from '@/features/users/api/get-current-user';
import { useDeleteStaff } from '../api/delete-staff.ts';
import { useStaff } from '../api/get-staff.ts';
import { StaffDialog } from '../components/staff-dialog.tsx';

/** /enterprise/user: the company's staff with search and paging; add, edit, disable, delete. */
export function StaffPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useCurrentUser();
  const [query, setQuery] = useState({ page: 1, size: 10, keyword: '' });
  const staff = useStaff({
    page: query.page,
    size: query.size,
    ...(query.keyword ? { keyword: query.keyword } : {}),
  });
  const remove = useDeleteStaff();
  const [editing, setEditing] = useState<TCompanyUser | 'new' | null>(null);

  const columns: TableProps<TCompanyUser>['columns'] = [
    {
      key: 'account',
      title: t('companies.staff.account'),
      render: (_, member) => (
        <Space>
          <Avatar size={28} src={member.avatar ?? undefined}>
            {(member.nickname || member.account).slice(0, 1).toUpperCase()}
          </Avatar>
          <Flex vertical>
            <Typography.Text strong>{member.nickname || member.account}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {member.account}
            </Typography.Text>
          </Flex>
        </Space>
      ),
    },
    // The platform administrator sees every company's staff: say whose each member is.
    ...(me.data?.kind === 'platform'
      ? [
          {
            key: 'company',
            title: t('companies.staff.company'),
            render: (_: unknown, member: TCompanyUser) => member.companyName || '--',
          },
        ]
      : []),
    {
      key: 'role',
      title: t('companies.staff.role'),
      render: (_, member) =>
        member.isCompanyAdmin ? (
          <Tag color="gold">{t('companies.staff.admin')}</Tag>
        ) : (
          (member.roleName ?? '--')
        ),
    },
    {
      key: 'status',
      title: t('companies.staff.status'),
      render: (_, member) => (
        <Space size={4}>
          <Tag color={member.disabled ? 'red' : 'green'}>
            {t(member.disabled ? 'companies.staff.disabled' : 'companies.staff.enabled')}
          </Tag>
          {member.readOnly && <Tag>{t('companies.staff.readOnly')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'created',
      title: t('companies.staff.created'),
      render: (_, member) => formatInstant(member.createdAt),
    },
    {
      key: 'actions',
      title: t('companies.staff.actions'),
      render: (_, member) => (
        <Space>
          <Can permission="company.user.edit">
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => setEditing(member)}
              data-testid="staff-edit"
            >
              {t('companies.staff.edit')}
            </Button>
          </Can>
          {!member.isCompanyAdmin && member.id !== me.data?.id && (
            <Can permission="company.user.delete">
              <Popconfirm
                title={t('companies.staff.deleteConfirm', { name: member.nickname || member.account })}
                okText={t('companies.ok')}
                cancelText={t('companies.cancel')}
                onConfirm={() =>
                  void remove.mutateAsync(member.id).then(() => message.success(t('companies.staff.deleted')))
                }
              >
                <Button size="small" danger icon={<DeleteOutlined />} data-testid="staff-delete">
                  {t('companies.staff.delete')}
                </Button>
              </Popconfirm>
            </Can>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('route.staff')}
      actions={
        <Can permission="company.user.add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="staff-add"
          >
            {t('companies.staff.add')}
          </Button>
        </Can>
      }
    >
      <Card>
        <Flex justify="space-between" style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('companies.staff.search')}
            style={{ maxWidth: 320 }}
            onSearch={(keyword) => setQuery((current) => ({ ...current, page: 1, keyword: keyword.trim() }))}
            data-testid="staff-search"
          />
        </Flex>
        <Table<TCompanyUser>
          rowKey="id"
          data-testid="staff-table"
          columns={columns}
          dataSource={staff.data?.infos}
          loading={staff.isFetching && !staff.data}
          pagination={{
            current: query.page,
            pageSize: query.size,
            total: staff.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (count) => t('companies.staff.total', { count }),
            onChange: (page, size) => setQuery((current) => ({ ...current, page, size })),
          }}
        />
      </Card>
      {editing && (
        <StaffDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </PageFrame>
  );
}
