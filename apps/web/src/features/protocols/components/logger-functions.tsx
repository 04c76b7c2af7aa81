import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, InputNumber, Switch, Table, Tag, type TableProps } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  functionCodeHex,
  ZLoggerFunctionInput,
  type TLoggerFunction,
  type TLoggerFunctionForm,
} from '@sunfleet/contract/protocol-config';
import { Can } from '@/components/permissions';
import { FormDialog } from '@/components/form-dialog';
import { refusalText } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { contractRule } from '@/lib/form-rules';
import { useLang } from '@/lib/use-lang';
import { checkLoggerFunctionCode } from '../api/check-logger-function-code.ts';
import { useLoggerFunctions } from '../api/get-logger-functions.ts';
import { useSaveLoggerFunction } from '../api/save-logger-function.ts';

const newFunction: TLoggerFunctionForm = { code: '', name: '', description: '', enabled: true };

/** Adds or edits a logger function; the code is checked to be free as it is typed (5000). */
function LoggerFunctionDialog({
  editing,
  onClose,
}: {
  editing: TLoggerFunction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<TLoggerFunctionForm>();
  const save = useSaveLoggerFunction();
  const rule = (field: keyof TLoggerFunctionForm) => contractRule(ZLoggerFunctionInput, field, lang);
  const codeIsFree = {
    validator: async (_rule: unknown, value: unknown) => {
      const code = Number(value);
      if (value === '' || value === null || !Number.isInteger(code)) return;
      await checkLoggerFunctionCode(code, editing?.id).catch((error: unknown) => {
        throw new Error(refusalText(error));
      });
    },
  };

  return (
    <FormDialog
      form={form}
      title={t(editing ? 'protocols.functions.editTitle' : 'protocols.functions.addTitle')}
      okText={t('protocols.edit.save')}
      cancelText={t('protocols.cancel')}
      isSaving={save.isPending}
      onSave={async (values) => {
        await save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) });
        void message.success(t('protocols.functions.saved'));
      }}
      onClose={onClose}
      saveTestId="logger-function-save"
      formTestId="logger-function-form"
      initialValues={editing ?? newFunction}
    >
      <Form.Item
        name="code"
        label={t('protocols.functions.code')}
        validateDebounce={300}
        rules={[rule('code'), codeIsFree]}
      >
        <InputNumber style={{ width: '100%' }} data-testid="logger-function-code" />
      </Form.Item>
      <Form.Item name="name" label={t('protocols.functions.name')} rules={[rule('name')]}>
        <Input maxLength={64} data-testid="logger-function-name" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('protocols.functions.description')}
        rules={[rule('description')]}
      >
        <Input.TextArea maxLength={200} rows={3} />
      </Form.Item>
      <Form.Item name="enabled" label={t('protocols.functions.enabled')} valuePropName="checked">
        <Switch checkedChildren={t('protocols.yes')} unCheckedChildren={t('protocols.no')} />
      </Form.Item>
    </FormDialog>
  );
}

/** The function codes data loggers support, by code. */
export function LoggerFunctions() {
  const { t } = useTranslation();
  const functions = useLoggerFunctions();
  const [editing, setEditing] = useState<TLoggerFunction | null | 'new'>(null);

  const columns: TableProps<TLoggerFunction>['columns'] = [
    {
      key: 'code',
      title: t('protocols.functions.code'),
      render: (_, item) => (
        <span data-testid="logger-function-row-code">
          {functionCodeHex(item.code)} ({item.code})
        </span>
      ),
    },
    { key: 'name', title: t('protocols.functions.name'), dataIndex: 'name' },
    { key: 'description', title: t('protocols.functions.description'), dataIndex: 'description' },
    {
      key: 'enabled',
      title: t('protocols.functions.enabled'),
      render: (_, item) => (
        <Tag color={item.enabled ? 'green' : 'default'}>
          {t(item.enabled ? 'protocols.yes' : 'protocols.no')}
        </Tag>
      ),
    },
    {
      key: 'updated',
      title: t('protocols.functions.updated'),
      render: (_, item) => formatInstant(item.updatedAt),
    },
    {
      key: 'actions',
      title: t('protocols.functions.actions'),
      render: (_, item) => (
        <Can permission="logger.protocol.edit">
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(item)}>
            {t('protocols.functions.edit')}
          </Button>
        </Can>
      ),
    },
  ];

  return (
    <Card>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Can permission="logger.protocol.edit">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="logger-function-add"
          >
            {t('protocols.functions.add')}
          </Button>
        </Can>
      </Flex>
      <Table<TLoggerFunction>
        rowKey="id"
        data-testid="logger-function-table"
        columns={columns}
        dataSource={functions.data}
        loading={functions.isFetching && !functions.data}
        pagination={false}
      />
      {editing && (
        <LoggerFunctionDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
