import { Alert, App, Checkbox, Form, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCommand } from '@sunfleet/contract/commands';
import { dictionaryMisfits } from '@sunfleet/protocols/dictionary-fit';
import { PositiveIntegerInput } from '@/components/positive-integer-input';
import { ApiError } from '@/lib/api-client';
import { changeProtocol } from '../api/change-protocol.ts';
import { useProtocols } from '../api/get-protocols.ts';
import { switchOutput } from '../api/switch-output.ts';
import { useGateway } from '../api/get-gateway.ts';

async function sendCommand(
  send: () => Promise<TCommand>,
  done: (command: TCommand) => void,
  fail: (message: string) => void,
) {
  try {
    done(await send());
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
  onSent: (command: TCommand) => void;
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
            (command) => {
              onSent(command);
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
          <PositiveIntegerInput min={1} max={8} data-testid="output-number" />
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

/**
 * Polls a device behind the gateway with another protocol dictionary of the device's kind. The
 * dictionaries that fit its model come first; one that does not (another brand family or phase
 * count) shows why and is sent only with the user's explicit confirmation (docs/adr/0043).
 */
export function ProtocolDialog({
  gateway,
  onSent,
  onClose,
}: {
  gateway: { id: string; sn: string };
  onSent: (command: TCommand) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ deviceSn: string; dictionaryId: string; confirm?: boolean }>();
  const detail = useGateway(gateway.id);
  const protocols = useProtocols(true);
  const deviceSn = Form.useWatch('deviceSn', form);
  const dictionaryId = Form.useWatch('dictionaryId', form);
  const device = detail.data?.deviceList.find((row) => row.sn === deviceSn);
  const current = protocols.data?.find((row) => row.id === device?.dictionaryId);
  const misfitsOf = (row: NonNullable<typeof current>) => (current ? dictionaryMisfits(current, row) : []);
  const dictionaries = (protocols.data ?? [])
    .filter((row) => !device || (row.kind === device.kind && row.id !== device.dictionaryId))
    .map((row) => ({ row, misfits: misfitsOf(row) }))
    .sort((a, b) => a.misfits.length - b.misfits.length);
  const chosenMisfits = dictionaries.find(({ row }) => row.id === dictionaryId)?.misfits ?? [];
  return (
    <Modal
      open
      title={`${t('gateways.commands.protocol')} · ${gateway.sn}`}
      okText={t('gateways.commands.submit')}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then((values) =>
          sendCommand(
            () => changeProtocol({ sn: gateway.sn, ...values, confirm: values.confirm === true }),
            (command) => {
              onSent(command);
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
            options={dictionaries.map(({ row, misfits }) => ({
              value: row.id,
              label: `${misfits.length > 0 ? '⚠ ' : ''}${`${row.brand ?? ''} ${row.model} (${row.id})`.trim()}`,
            }))}
            data-testid="protocol-dictionary"
          />
        </Form.Item>
        {chosenMisfits.length > 0 && (
          <>
            <Alert
              type="warning"
              showIcon
              data-testid="protocol-misfit"
              message={t('gateways.commands.protocolMisfit')}
              description={chosenMisfits.join('; ')}
              style={{ marginBottom: 12 }}
            />
            <Form.Item
              name="confirm"
              valuePropName="checked"
              rules={[
                {
                  validator: (_, checked: unknown) =>
                    checked === true
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('gateways.commands.protocolConfirmRequired'))),
                },
              ]}
            >
              <Checkbox data-testid="protocol-confirm">{t('gateways.commands.protocolConfirm')}</Checkbox>
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
