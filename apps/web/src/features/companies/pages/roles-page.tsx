import { useMemo, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Drawer,
  Flex,
  Form,
  Input,
  Popconfirm,
  Space,
  Table,
  Tag,
  Tooltip,
  Tree,
  Typography,
  type TableProps,
  type TreeDataNode,
} from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  LockOutlined,
  PlusOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { maxRolesPerCompany, ZCompanyRoleBody, type TCompanyRole } from '@sunfleet/contract/companies';
import { ErrorCode, errorMessage } from '@sunfleet/contract/errors';
import type { TPermissionItem } from '@sunfleet/contract/permissions';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { checkedByApi, useRefusal } from '@/lib/refusals';
import { formatInstant } from '@/lib/format';
import { contractRule, validValues } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useCurrentUser } from '@/features/users/api/get-current-user';
import { checkRoleName } from '../api/check-role-name.ts';
import { useDeleteRole } from '../api/delete-role.ts';
import { useGrantableTree } from '../api/get-grantable-tree.ts';
import { useRoles } from '../api/get-roles.ts';
import { useSaveRole } from '../api/save-role.ts';
import { toggled, treeIndex } from '../model/permission-tree.ts';

type TMode = { kind: 'add' } | { kind: 'edit' | 'view'; role: TCompanyRole };

function toTreeData(
  items: readonly TPermissionItem[],
  menuLabel: string,
  buttonLabel: string,
): TreeDataNode[] {
  return items.map((item) => ({
    key: item.permission,
    title: (
      <Space size={6} data-testid={`perm-${item.permission}`}>
        <span>{item.name}</span>
        <Tag bordered={false} color={item.type === 0 ? 'blue' : 'default'} style={{ fontSize: 11 }}>
          {item.type === 0 ? menuLabel : buttonLabel}
        </Tag>
      </Space>
    ),
    children: toTreeData(item.children, menuLabel, buttonLabel),
  }));
}

/**
 * Adds, edits or shows a role: its name and a checkable tree of menus and buttons. Editing the
 * caller's own role is refused by the api (802) and the refusal shows here.
 */
function RoleDrawer({ mode, onClose }: { mode: TMode; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const grantable = useGrantableTree(lang);
  const save = useSaveRole();
  const role = mode.kind === 'add' ? null : mode.role;
  const isView = mode.kind === 'view';
  const [name, setName] = useState(role?.name ?? '');
  const [checked, setChecked] = useState<string[]>(role?.permissions ?? []);
  const { refusal, run } = useRefusal();
  const [form] = Form.useForm<{ name: string }>();
  const index = useMemo(() => treeIndex(grantable.data ?? []), [grantable.data]);
  const treeData = useMemo(
    () => toTreeData(grantable.data ?? [], t('companies.roles.menu'), t('companies.roles.button')),
    [grantable.data, t],
  );
  const nameIsFree = checkedByApi((value) => checkRoleName(value, role?.id));

  async function submit() {
    if (!(await validValues(form))) return;
    const saved = await run(() =>
      save.mutateAsync({ id: role?.id, body: { name: name.trim(), permissions: checked } }),
    );
    if (!saved) return;
    void message.success(t('companies.roles.saved'));
    onClose();
  }

  const title = { add: 'addTitle', edit: 'editTitle', view: 'viewTitle' }[mode.kind];
  return (
    <Drawer
      open
      width={520}
      title={t(`companies.roles.${title}`)}
      onClose={onClose}
      destroyOnHidden
      data-testid="role-drawer"
      extra={
        !isView && (
          <Space>
            <Button onClick={onClose}>{t('companies.cancel')}</Button>
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => void submit()}
              data-testid="role-save"
            >
              {t('companies.save')}
            </Button>
          </Space>
        )
      }
    >
      <Form form={form} layout="vertical" initialValues={{ name }}>
        <Form.Item
          name="name"
          label={t('companies.roles.name')}
          validateDebounce={300}
          rules={[contractRule(ZCompanyRoleBody, 'name', lang), nameIsFree]}
        >
          <Input
            disabled={isView}
            maxLength={20}
            onChange={(event) => setName(event.target.value)}
            data-testid="role-name"
          />
        </Form.Item>
      </Form>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('companies.roles.permissions')}</Typography.Text>
        <Typography.Text type="secondary">
          {t('companies.roles.granted', { count: checked.length })}
        </Typography.Text>
      </Flex>
      <Tree
        checkable
        checkStrictly
        defaultExpandAll
        selectable={false}
        disabled={isView}
        treeData={treeData}
        checkedKeys={checked}
        key={treeData.length}
        onCheck={(_keys, info) => setChecked(toggled(index, checked, String(info.node.key), info.checked))}
        data-testid="role-tree"
      />
      {refusal && (
        <Alert type="error" showIcon message={refusal} style={{ marginTop: 16 }} data-testid="role-refusal" />
      )}
    </Drawer>
  );
}

/** /enterprise/roles: the company's roles (at most 5) and what each grants. */
export function RolesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  if (me.data && me.data.kind !== 'company')
    return (
      <PageFrame title={t('route.roles')}>
        <EmptyState
          icon={<SafetyOutlined />}
          title={t('companies.roles.noCompanyTitle')}
          description={t('companies.roles.noCompany')}
        />
      </PageFrame>
    );
  return <CompanyRoles />;
}

/** The roles of the caller's own company. */
function CompanyRoles() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const roles = useRoles();
  const remove = useDeleteRole();
  const [mode, setMode] = useState<TMode | null>(null);
  const count = roles.data?.length ?? 0;
  const isFull = count >= maxRolesPerCompany;

  const columns: TableProps<TCompanyRole>['columns'] = [
    { key: 'name', title: t('companies.roles.name'), dataIndex: 'name' },
    {
      key: 'permissions',
      title: t('companies.roles.permissions'),
      render: (_, role) => t('companies.roles.granted', { count: role.permissions.length }),
    },
    { key: 'members', title: t('companies.roles.members'), dataIndex: 'members' },
    {
      key: 'created',
      title: t('companies.roles.created'),
      render: (_, role) => formatInstant(role.createdAt),
    },
    {
      key: 'actions',
      title: t('companies.roles.actions'),
      render: (_, role) => (
        <Space>
          <Button size="small" icon={<EyeOutlined />} onClick={() => setMode({ kind: 'view', role })}>
            {t('companies.roles.view')}
          </Button>
          {role.isOwn ? (
            // The server refuses a change to one's own role (802): say so instead of offering it.
            <Tooltip title={errorMessage(ErrorCode.ownRoleLocked, lang)}>
              <Tag icon={<LockOutlined />} data-testid={`role-own-${role.name}`}>
                {t('companies.roles.own')}
              </Tag>
            </Tooltip>
          ) : (
            <>
              <Can permission="company.role.edit">
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setMode({ kind: 'edit', role })}
                  data-testid={`role-edit-${role.name}`}
                >
                  {t('companies.roles.edit')}
                </Button>
              </Can>
              <Can permission="company.role.delete">
                <Popconfirm
                  title={t('companies.roles.deleteConfirm', { name: role.name })}
                  okText={t('companies.ok')}
                  cancelText={t('companies.cancel')}
                  onConfirm={() =>
                    void remove.mutateAsync(role.id).then(() => message.success(t('companies.roles.deleted')))
                  }
                >
                  <Button size="small" danger icon={<DeleteOutlined />}>
                    {t('companies.roles.delete')}
                  </Button>
                </Popconfirm>
              </Can>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('route.roles')}
      subtitle={t('companies.roles.limit', { max: maxRolesPerCompany, count })}
      actions={
        <Can permission="company.role.add">
          {/* At the limit the button stays and says why (800) rather than sitting greyed out. */}
          <Tooltip title={isFull ? errorMessage(ErrorCode.roleLimit, lang) : undefined}>
            <Button
              type={isFull ? 'default' : 'primary'}
              icon={<PlusOutlined />}
              onClick={() =>
                isFull
                  ? void message.warning(errorMessage(ErrorCode.roleLimit, lang))
                  : setMode({ kind: 'add' })
              }
              data-testid="role-add"
            >
              {t('companies.roles.add')}
            </Button>
          </Tooltip>
        </Can>
      }
    >
      <Card>
        <Table<TCompanyRole>
          rowKey="id"
          data-testid="role-table"
          columns={columns}
          dataSource={roles.data}
          loading={roles.isFetching && !roles.data}
          pagination={false}
        />
      </Card>
      {mode && <RoleDrawer mode={mode} onClose={() => setMode(null)} />}
    </PageFrame>
  );
}
