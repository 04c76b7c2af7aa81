import { App, Form, InputNumber, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { changeProtocol, switchOutput, useProtocols } from '../api/gateway-commands.ts';
import { useGateway } from '../api/get-gateway.ts';

async function sendCommand(
  send: () => Promise<{ id: string }>,
  done: (id: string) => void,
  fail: (message: string) => void,
) {
  try {
    done((await send()).id);
  } catch (error) {
    if (error instanceof ApiError && !error.isReported) fail(error.message);
  }
}

/** Closes (on) or opens (off) one of the gateway's digital outputs. */
export function OutputDialog({
  sn,
  onSent,
  onClose,
}: {
  sn: string;
  onSent: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ output: number; on: boolean }>();
  return (
    <Modal
      open
      title={`${t('gateways.commands.output')} · ${sn}`}
      okText={t('gateways.commands.submit')}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(({ output, on }) =>
          sendCommand(
            () => switchOutput(sn, output, on),
            (id) => {
              onSent(id);
              onClose();
            },
            (text) => void message.error(text),
          ),
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ output: 1, on: true }}>
        <Form.Item name="output" label={t('gateways.commands.outputNumber')} rules={[{ required: true }]}>
          <InputNumber min={1} max={8} precision={0} data-testid="output-number" />
        </Form.Item>
        <Form.Item name="on">
          <Radio.Group
            data-testid="output-state"
            options={[
              { value: true, label: t('gateways.commands.outputOn') },
              { value: false, label: t('gateways.commands.outputOff') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Polls a device behind the gateway with another protocol dictionary of the device's kind. */
export function ProtocolDialog({
  gateway,
  onSent,
  onClose,
}: {
  gateway: { id: string; sn: string };
  onSent: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ deviceSn: string; dictionaryId: string }>();
  const detail = useGateway(gateway.id);
  const protocols = useProtocols(true);
  const deviceSn = Form.useWatch('deviceSn', form);
  const device = detail.data?.deviceList.find((row) => row.sn === deviceSn);
  const dictionaries = (protocols.data ?? []).filter((row) => !device || row.kind === device.kind);
  return (
    <Modal
      open
      title={`${t('gateways.commands.protocol')} · ${gateway.sn}`}
      okText={t('gateways.commands.submit')}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then((values) =>
          sendCommand(
            () => changeProtocol({ sn: gateway.sn, ...values }),
            (id) => {
              onSent(id);
              onClose();
            },
            (text) => void message.error(text),
          ),
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="deviceSn" label={t('gateways.commands.protocolDevice')} rules={[{ required: true }]}>
          <Select
            loading={detail.isLoading}
            options={(detail.data?.deviceList ?? []).map((row) => ({
              value: row.sn,
              label: `${row.sn} · ${t(`protocols.kinds.${row.kind}`, { defaultValue: row.kind })}`,
            }))}
            data-testid="protocol-device"
          />
        </Form.Item>
        <Form.Item
          name="dictionaryId"
          label={t('gateways.commands.protocolDictionary')}
          rules={[{ required: true }]}
        >
          <Select
            showSearch
            loading={protocols.isLoading}
            options={dictionaries.map((row) => ({
              value: row.id,
              label: `${row.brand ?? ''} ${row.model} (${row.id})`.trim(),
            }))}
            data-testid="protocol-dictionary"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
