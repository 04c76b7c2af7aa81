import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/api-client';

/**
 * Sets a device's alias: at most 32 bytes (spec section 5); the api checks and answers the spec's
 * message ("Set failed: at most 32 bytes"), shown under the field.
 */
export function AliasButton({ alias, save }: { alias: string; save: (alias: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [value, setValue] = useState(alias);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      await save(value);
      setOpen(false);
    } catch (refusal) {
      setError(refusalText(refusal));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button
        icon={<EditOutlined />}
        data-testid="alias-button"
        onClick={() => {
          setValue(alias);
          setError(null);
          setOpen(true);
        }}
      >
        {t('inverters.setAlias')}
      </Button>
      <Modal
        open={isOpen}
        title={t('inverters.setAlias')}
        okButtonProps={{ loading: isSaving, 'data-testid': 'alias-save' }}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={() => void submit()}>
          <Form.Item label={t('inverters.alias')} validateStatus={error ? 'error' : undefined} help={error}>
            <Input
              value={value}
              autoFocus
              data-testid="alias-input"
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
