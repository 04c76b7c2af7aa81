import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Popconfirm, Select, Tree, Typography } from 'antd';
import { DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ZInverterTypeBody, type TInverterType } from '@sunfleet/contract/firmware';
import { Can } from '@/components/permissions';
import { FormDialog } from '@/components/form-dialog';
import { ApiError, refusalText } from '@/lib/api-client';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { useDeleteInverterType } from '../api/delete-inverter-type.ts';
import { useInverterTypes } from '../api/get-inverter-types.ts';
import { useSaveInverterType, type TInverterTypeChange } from '../api/save-inverter-type.ts';

type TEditing =
  | { action: 'add'; parentId: string | null }
  | { action: 'rename'; type: TInverterType }
  | { action: 'move'; type: TInverterType };

function TypeDialog({
  editing,
  tree,
  onClose,
}: {
  editing: TEditing;
  tree: readonly TInverterType[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<{ name: string; parentId: string }>();
  const save = useSaveInverterType();
  const isMove = editing.action === 'move';
  const primaries = tree.filter((node) => !isMove || node.id !== editing.type.parentId);

  return (
    <FormDialog
      form={form}
      title={t(`firmware.types.${editing.action}Title`)}
      okText={t('firmware.dialog.save')}
      cancelText={t('firmware.dialog.cancel')}
      isSaving={save.isPending}
      onSave={async (values) => {
        const change: TInverterTypeChange =
          editing.action === 'add'
            ? { action: 'add', name: values.name, parentId: editing.parentId }
            : editing.action === 'rename'
              ? { action: 'rename', id: editing.type.id, name: values.name }
              : { action: 'move', id: editing.type.id, parentId: values.parentId };
        await save.mutateAsync(change);
      }}
      onClose={onClose}
      saveTestId="type-save"
      formTestId="type-form"
      initialValues={editing.action === 'rename' ? { name: editing.type.name } : {}}
    >
      {isMove ? (
        <Form.Item
          name="parentId"
          label={t('firmware.types.target')}
          rules={[{ required: true, message: t('firmware.types.selectPrimary') }]}
        >
          <Select options={primaries.map((node) => ({ value: node.id, label: node.name }))} />
        </Form.Item>
      ) : (
        <Form.Item
          name="name"
          label={t('firmware.types.name')}
          rules={[contractRule(ZInverterTypeBody, 'name', lang)]}
          required
        >
          <Input maxLength={30} data-testid="type-name" />
        </Form.Item>
      )}
    </FormDialog>
  );
}

/**
 * The inverter-type tree: primary labels and their secondary labels; choosing one narrows the
 * library beside it. Adding, renaming, moving a secondary label and deleting a label follow the
 * server's refusals (same name at the target, type has subtype).
 */
export function TypeTreeCard({ selected, onSelect }: { selected?: string; onSelect: (id?: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const types = useInverterTypes();
  const remove = useDeleteInverterType();
  const [editing, setEditing] = useState<TEditing | null>(null);
  const tree = types.data ?? [];

  async function removeType(id: string) {
    try {
      await remove.mutateAsync(id);
      if (selected === id) onSelect(undefined);
    } catch (error) {
      if (!(error instanceof ApiError && error.isReported)) void message.error(refusalText(error));
    }
  }

  const actions = (node: TInverterType) => (
    <Flex gap={2} className="type-actions">
      {node.parentId === null && (
        <Button
          type="text"
          size="small"
          icon={<PlusOutlined />}
          title={t('firmware.types.addChild')}
          onClick={() => setEditing({ action: 'add', parentId: node.id })}
          data-testid="type-add-child"
        />
      )}
      <Button
        type="text"
        size="small"
        icon={<EditOutlined />}
        title={t('firmware.types.rename')}
        onClick={() => setEditing({ action: 'rename', type: node })}
      />
      {node.parentId !== null && (
        <Can permission="firmware.move">
          <Button
            type="text"
            size="small"
            icon={<DragOutlined />}
            title={t('firmware.types.move')}
            onClick={() => setEditing({ action: 'move', type: node })}
            data-testid="type-move"
          />
        </Can>
      )}
      <Popconfirm
        title={t('firmware.types.deleteConfirm')}
        okText={t('firmware.confirm')}
        cancelText={t('firmware.dialog.cancel')}
        onConfirm={() => void removeType(node.id)}
      >
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          title={t('firmware.types.delete')}
        />
      </Popconfirm>
    </Flex>
  );

  const treeData = tree.map((primary) => ({
    key: primary.id,
    node: primary,
    children: primary.children.map((secondary) => ({ key: secondary.id, node: secondary })),
  }));

  return (
    <Card
      title={t('firmware.types.title')}
      extra={
        <Can permission="firmware.inverter.publish">
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ action: 'add', parentId: null })}
            data-testid="type-add"
          >
            {t('firmware.types.addPrimary')}
          </Button>
        </Can>
      }
      style={{ minWidth: 260 }}
    >
      {tree.length === 0 ? (
        <Typography.Text type="secondary">{t('firmware.types.empty')}</Typography.Text>
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          selectedKeys={selected ? [selected] : []}
          onSelect={(keys) => onSelect(keys[0] as string | undefined)}
          treeData={treeData}
          titleRender={(item) => (
            <Flex justify="space-between" align="center" gap={8}>
              <span data-testid="type-node">{item.node.name}</span>
              <Can permission="firmware.inverter.publish">{actions(item.node)}</Can>
            </Flex>
          )}
        />
      )}
      {editing && <TypeDialog editing={editing} tree={tree} onClose={() => setEditing(null)} />}
    </Card>
  );
}
