import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Popconfirm, Skeleton, Table, TreeSelect } from 'antd';
import type { TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ZCustomerTypeBody,
  type TCustomerTypeBodyInput,
  type TCustomerTypeNode,
} from '@sunfleet/contract/customers';
import { Can } from '@/components/permissions';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { FormDialog } from '@/components/form-dialog';
import { ApiError, refusalText } from '@/lib/api-client';
import { contractRule } from '@/lib/form-rules';
import { formatInstant } from '@/lib/format';
import { useLang } from '@/lib/use-lang';
import { useDeleteCustomerType } from '../api/delete-customer-type.ts';
import { useCustomerTypes } from '../api/get-customer-types.ts';
import { useSaveCustomerType } from '../api/save-customer-type.ts';
import { typeOptions } from '../components/customer-dialog.tsx';

/** The tree without `id` and what lies below it: a type cannot move below itself. */
const withoutSubtree = (nodes: readonly TCustomerTypeNode[], id: string | undefined): TCustomerTypeNode[] =>
  nodes
    .filter((node) => node.id !== id)
    .map((node) => ({ ...node, children: withoutSubtree(node.children, id) }));

/** Antd's tree table shows an expander for `children`; leaves get none. */
type TTypeRow = Omit<TCustomerTypeNode, 'children'> & { children?: TTypeRow[] };
const tableRows = (nodes: readonly TCustomerTypeNode[]): TTypeRow[] =>
  nodes.map((node) => ({
    ...node,
    children: node.children.length > 0 ? tableRows(node.children) : undefined,
  }));

function findNode(nodes: readonly TCustomerTypeNode[], id: string): TCustomerTypeNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}

type TEditing = { type: TCustomerTypeNode | null; parentId: string | null };

function TypeDialog({
  editing,
  tree,
  onClose,
}: {
  editing: TEditing;
  tree: readonly TCustomerTypeNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TCustomerTypeBodyInput>();
  const save = useSaveCustomerType();
  const rule = (field: keyof TCustomerTypeBodyInput) => [contractRule(ZCustomerTypeBody, field, lang)];
  const { type } = editing;

  return (
    <FormDialog
      form={form}
      title={t(type ? 'customers.types.editTitle' : 'customers.types.addTitle')}
      okText={t('customers.types.save')}
      cancelText={t('customers.types.cancel')}
      isSaving={save.isPending}
      onSave={async (values) => {
        await save.mutateAsync({
          id: type?.id ?? null,
          body: { ...values, parentId: values.parentId ?? null },
        });
        void message.success(t('customers.types.saved'));
      }}
      onClose={onClose}
      saveTestId="type-save"
      formTestId="type-form"
      initialValues={
        type
          ? { name: type.name, parentId: type.parentId, remark: type.remark }
          : { parentId: editing.parentId, remark: '' }
      }
    >
      <Form.Item name="name" label={t('customers.types.name')} rules={rule('name')} required>
        <Input maxLength={30} data-testid="type-name" />
      </Form.Item>
      <Form.Item name="parentId" label={t('customers.types.parent')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('customers.types.noParent')}
          treeData={typeOptions(withoutSubtree(tree, type?.id))}
          data-testid="type-parent"
        />
      </Form.Item>
      <Form.Item name="remark" label={t('customers.types.remark')} rules={rule('remark')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

/** /customer/type: customer types as a tree; a type with sub-types cannot be deleted. */
export function CustomerTypesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const types = useCustomerTypes();
  const remove = useDeleteCustomerType();
  const [editing, setEditing] = useState<TEditing | null>(null);
  const tree = types.data ?? [];

  async function removeType(id: string) {
    try {
      await remove.mutateAsync(id);
      void message.success(t('customers.types.deleted'));
    } catch (error) {
      if (!(error instanceof ApiError && error.isReported)) void message.error(refusalText(error));
    }
  }

  const columns: TableProps<TTypeRow>['columns'] = [
    {
      key: 'name',
      title: t('customers.types.name'),
      dataIndex: 'name',
      render: (name: string) => <span data-testid="type-row-name">{name}</span>,
    },
    { key: 'customers', title: t('customers.types.customers'), dataIndex: 'customerCount', align: 'right' },
    { key: 'remark', title: t('customers.types.remark'), dataIndex: 'remark', ellipsis: true },
    {
      key: 'created',
      title: t('customers.types.created'),
      render: (_, type) => formatInstant(type.createdAt),
    },
    {
      key: 'actions',
      title: t('customers.types.actions'),
      render: (_, type) => (
        <Can permission="customer.type.edit">
          <Flex gap={8} wrap>
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ type: null, parentId: type.id })}
              data-testid="type-add-child"
            >
              {t('customers.types.addChild')}
            </Button>
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => setEditing({ type: findNode(tree, type.id), parentId: type.parentId })}
            >
              {t('customers.types.edit')}
            </Button>
            <Popconfirm
              title={t('customers.types.deleteConfirm', { name: type.name })}
              okText={t('customers.types.delete')}
              cancelText={t('customers.types.cancel')}
              onConfirm={() => void removeType(type.id)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} data-testid="type-delete">
                {t('customers.types.delete')}
              </Button>
            </Popconfirm>
          </Flex>
        </Can>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('route.customerTypes')}
      subtitle={t('customers.types.subtitle')}
      actions={
        <Can permission="customer.type.edit">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ type: null, parentId: null })}
            data-testid="type-add"
          >
            {t('customers.types.add')}
          </Button>
        </Can>
      }
    >
      <Card>
        {!types.data ? (
          <Skeleton active />
        ) : tree.length === 0 ? (
          <EmptyState
            icon={<TagsOutlined />}
            title={t('customers.types.empty')}
            description={t('customers.types.subtitle')}
          />
        ) : (
          <Table<TTypeRow>
            rowKey="id"
            data-testid="type-table"
            columns={columns}
            dataSource={tableRows(tree)}
            expandable={{ defaultExpandAllRows: true }}
            pagination={false}
          />
        )}
      </Card>
      {editing && <TypeDialog editing={editing} tree={tree} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
