import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Flex,
  Input,
  Modal,
  Popconfirm,
  Table,
  Tag,
  Tooltip,
  Tree,
  TreeSelect,
  Typography,
} from 'antd';
import type { TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, SafetyOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TCustomer } from '@sunfleet/contract/customers';
import { Can } from '@/components/permissions';
import { PageFrame } from '@/components/page-frame';
import { ApiError, refusalText } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { useCustomerRole } from '../api/get-customer-role.ts';
import { useCustomerTypes } from '../api/get-customer-types.ts';
import { useCustomers } from '../api/get-customers.ts';
import { CustomerDialog, typeOptions } from '../components/customer-dialog.tsx';

type TPermissionNode = { permission: string; name: string; children: TPermissionNode[] };
type TTreeItem = { key: string; title: string; children: TTreeItem[] };
const treeData = (nodes: readonly TPermissionNode[]): TTreeItem[] =>
  nodes.map((node) => ({ key: node.permission, title: node.name, children: treeData(node.children) }));

/** What a customer holds (`GET /role/{customerId}`), as a read-only tree. */
function CustomerRoleDialog({ customer, onClose }: { customer: TCustomer; onClose: () => void }) {
  const { t } = useTranslation();
  const role = useCustomerRole(customer.id);
  return (
    <Modal open title={t('customers.role.title', { name: customer.name })} footer={null} onCancel={onClose}>
      <Typography.Paragraph type="secondary">{t('customers.role.hint')}</Typography.Paragraph>
      {role.data && (
        <Tree
          defaultExpandAll
          selectable={false}
          treeData={treeData(role.data)}
          data-testid="customer-role-tree"
        />
      )}
    </Modal>
  );
}

/** /customer/list: the company's customers with their type, plants and gateways; add, edit, remove. */
export function CustomerListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [keyword, setKeyword] = useState<string>();
  const [typeId, setTypeId] = useState<string>();
  const customers = useCustomers({ page, size, keyword, typeId });
  const types = useCustomerTypes();
  const remove = useDeleteCustomer();
  const [editing, setEditing] = useState<TCustomer | 'new' | null>(null);
  const [viewing, setViewing] = useState<TCustomer | null>(null);

  async function removeCustomer(customer: TCustomer) {
    try {
      await remove.mutateAsync(customer.id);
      void message.success(t('customers.list.deleted'));
    } catch (error) {
      if (!(error instanceof ApiError && error.isReported)) void message.error(refusalText(error));
    }
  }

  const columns: TableProps<TCustomer>['columns'] = [
    {
      key: 'account',
      title: t('customers.list.account'),
      render: (_, customer) => (
        <Flex vertical>
          <Typography.Text strong data-testid="customer-row-name">
            {customer.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="customer-row-account">
            {customer.account}
            {customer.invited && (
              <Tooltip title={t('customers.list.invitedHint')}>
                <Tag color="gold" style={{ marginLeft: 8 }}>
                  {t('customers.list.invited')}
                </Tag>
              </Tooltip>
            )}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'type',
      title: t('customers.list.type'),
      render: (_, customer) =>
        customer.typeName ? (
          <Tag color="blue">{customer.typeName}</Tag>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { key: 'plants', title: t('customers.list.plants'), dataIndex: 'plantCount', align: 'right' },
    { key: 'gateways', title: t('customers.list.gateways'), dataIndex: 'gatewayCount', align: 'right' },
    { key: 'remark', title: t('customers.list.remark'), dataIndex: 'remark', ellipsis: true },
    {
      key: 'added',
      title: t('customers.list.added'),
      render: (_, customer) => formatInstant(customer.createdAt),
    },
    {
      key: 'actions',
      title: t('customers.list.actions'),
      // Actions stay in view while the other columns scroll sideways under them.
      fixed: 'right',
      render: (_, customer) => (
        <Flex gap={8} wrap>
          <Can permission="customer.edit">
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => setEditing(customer)}
              data-testid="customer-edit"
            >
              {t('customers.list.edit')}
            </Button>
          </Can>
          <Button size="small" icon={<SafetyOutlined />} onClick={() => setViewing(customer)}>
            {t('customers.list.permissions')}
          </Button>
          <Can permission="customer.delete">
            <Popconfirm
              title={t('customers.list.deleteConfirm', { name: customer.name })}
              okText={t('customers.list.delete')}
              cancelText={t('customers.form.cancel')}
              onConfirm={() => void removeCustomer(customer)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} data-testid="customer-delete">
                {t('customers.list.delete')}
              </Button>
            </Popconfirm>
          </Can>
        </Flex>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('route.customerList')}
      subtitle={t('customers.list.subtitle')}
      actions={
        <Can permission="customer.add">
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            onClick={() => setEditing('new')}
            data-testid="customer-add"
          >
            {t('customers.list.add')}
          </Button>
        </Can>
      }
    >
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('customers.list.search')}
            style={{ maxWidth: 320 }}
            onSearch={(value) => {
              setPage(1);
              setKeyword(value || undefined);
            }}
            data-testid="customer-search"
          />
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            style={{ minWidth: 220 }}
            placeholder={t('customers.list.allTypes')}
            treeData={typeOptions(types.data ?? [])}
            value={typeId}
            onChange={(value?: string) => {
              setPage(1);
              setTypeId(value);
            }}
            data-testid="customer-type-filter"
          />
        </Flex>
        <Table<TCustomer>
          rowKey="id"
          data-testid="customer-table"
          columns={columns}
          dataSource={customers.data?.infos ?? []}
          loading={customers.isFetching && !customers.data}
          scroll={{ x: 900 }}
          pagination={{
            current: page,
            pageSize: size,
            total: customers.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (count) => t('customers.list.total', { count }),
            onChange: (nextPage, nextSize) => {
              setPage(nextPage);
              setSize(nextSize);
            },
          }}
        />
      </Card>
      {editing && (
        <CustomerDialog
          customer={editing === 'new' ? null : editing}
          types={types.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {viewing && <CustomerRoleDialog customer={viewing} onClose={() => setViewing(null)} />}
    </PageFrame>
  );
}
