import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { isFinalCommandState, type TCommand, type TGatewayDebugReply } from '@sunfleet/contract/commands';
import { remoteDebugAbility } from '@sunfleet/contract/abilities';
import { hexWord } from '@sunfleet/modbus/conversions';
import type { TModbusMessage } from '@sunfleet/modbus/messages';
import { CommandStatusTag } from '@/components/command-status';
import { ApiError } from '@/lib/api-client';
import { modbusMessageText } from '@/lib/modbus-text';
import { useLang } from '@/lib/use-lang';
import { PositiveIntegerInput } from '@/components/positive-integer-input';
import { debugReply } from '../api/get-debug-reply.ts';
import { sendDebugWrite } from '../api/send-debug-write.ts';
import { sendDebug } from '../api/send-debug.ts';
import { useGateway } from '../api/get-gateway.ts';
import {
  buildRequest,
  builtFunctionCodes,
  functionKey,
  isWriteFunction,
  readRequest,
  readWriteValues,
  type TDebugBuilder,
} from '../model/debug-request.ts';

/** The number fields: the unit (slave) id, first register and (for a read) the register count. */
const numberFields = [
  { key: 'unitId', min: 0, max: 255, isForWrite: true },
  { key: 'start', min: 0, max: 65535, isForWrite: true },
  { key: 'count', min: 1, max: 125, isForWrite: false },
] as const;

const twoDigits = (code: number) => String(code).padStart(2, '0');

/**
 * Remote debug: the user builds (or types) a Modbus RTU request for a device behind the gateway,
 * sends it as a command and sees the raw reply frame and its decoding — for a read, each register
 * with its address — live, while the command runs. A write (06, 16) changes the device: it is sent
 * only by who may configure the gateway's devices, after a confirmation naming what it writes.
 */
export function DebugDialog({
  gateway,
  initial,
  onSent,
  onClose,
}: {
  gateway: { id: string; sn: string };
  /** A request built elsewhere (the toolbox's generator), sent as it is in its framing. */
  initial?: { code: string; framing: 'rtu' | 'tcp' };
  /** The command as created, before its reply (the gateway's Commands table shows it at once). */
  onSent?: (command: TCommand) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useGateway(gateway.id);
  const { modal } = App.useApp();
  const lang = useLang();
  const [builder, setBuilder] = useState<TDebugBuilder>({
    unitId: 1,
    functionCode: 3,
    start: 0,
    count: 10,
    values: '',
  });
  const [deviceSn, setDeviceSn] = useState<string | undefined>();
  const [code, setCode] = useState(initial?.code ?? buildRequest(builder, lang) ?? '');
  const [framing, setFraming] = useState(initial?.framing ?? 'rtu');
  const [reply, setReply] = useState<TGatewayDebugReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const build = (change: Partial<TDebugBuilder>) => {
    const next = { ...builder, ...change };
    setBuilder(next);
    try {
      const built = buildRequest(next, lang);
      if (built === null) return;
      setCode(built);
      setFraming('rtu');
    } catch {
      // A field out of range: the user corrects it; the typed request stays.
    }
  };

  const device = deviceSn ?? detail.data?.deviceList[0]?.sn;
  const request = readRequest(code, framing);
  const isWrite = request?.isWrite === true;
  const mayWrite = detail.data?.abilities[remoteDebugAbility(true)] === true;
  const valuesProblem = isWriteFunction(builder.functionCode)
    ? readWriteValues(builder.values, builder.functionCode, lang).problem
    : null;

  async function send(write: boolean) {
    if (!device) return;
    setError(null);
    setReply(null);
    setIsSending(true);
    try {
      const body = { deviceSn: device, framing, code };
      const command = await (write ? sendDebugWrite(gateway.sn, body) : sendDebug(gateway.sn, body));
      onSent?.(command);
      let answer = await debugReply(gateway.sn, command.id, 5_000);
      setReply(answer);
      for (let round = 0; round < 6 && !isFinalCommandState(answer.command.state); round++) {
        answer = await debugReply(gateway.sn, command.id, 5_000);
        setReply(answer);
      }
    } catch (caught) {
      if (caught instanceof ApiError && !caught.isReported) setError(caught.message);
    } finally {
      setIsSending(false);
    }
  }

  /** A write is sent only once the user confirms what it writes to which device. */
  function confirmThenSend() {
    if (!request?.isWrite) return void send(false);
    modal.confirm({
      title: t('gateways.commands.writeConfirmTitle'),
      content: t('gateways.commands.writeConfirm', {
        write: modbusMessageText(request.message, t),
        device,
      }),
      okText: t('gateways.commands.write'),
      okButtonProps: { danger: true, 'data-testid': 'debug-write-confirm' },
      onOk: () => void send(true),
    });
  }

  const decoded = reply?.decoded as { message?: TModbusMessage } | null | undefined;
  const message = decoded?.message;
  const start = request?.message.kind === 'readRequest' ? request.message.start : builder.start;
  return (
    <Modal
      open
      width={720}
      footer={null}
      title={t('gateways.commands.debugTitle', { sn: gateway.sn })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('gateways.commands.debugDevice')}>
          <Select
            value={deviceSn ?? detail.data?.deviceList[0]?.sn}
            onChange={setDeviceSn}
            loading={detail.isLoading}
            options={(detail.data?.deviceList ?? []).map((row) => ({
              value: row.sn,
              label: `${row.sn} · ${t(`protocols.kinds.${row.kind}`, { defaultValue: row.kind })}`,
            }))}
            data-testid="debug-device"
          />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item label={t('gateways.commands.functionCode')}>
            <Select
              value={builder.functionCode}
              onChange={(functionCode) => build({ functionCode })}
              style={{ width: 240 }}
              options={builtFunctionCodes.map((functionCode) => ({
                value: functionCode,
                label: `${twoDigits(functionCode)} ${t(`toolbox.functions.${functionKey(functionCode)}`)}`,
              }))}
              data-testid="debug-function"
            />
          </Form.Item>
          {numberFields
            .filter(({ isForWrite }) => isForWrite || !isWriteFunction(builder.functionCode))
            .map(({ key, min, max }) => (
              <Form.Item key={key} label={t(`gateways.commands.${key}`)}>
                <PositiveIntegerInput
                  min={min}
                  max={max}
                  value={builder[key]}
                  onChange={(value) => value !== null && build({ [key]: value })}
                  data-testid={`debug-${key === 'unitId' ? 'unit' : key}`}
                />
              </Form.Item>
            ))}
          {isWriteFunction(builder.functionCode) && (
            <Form.Item
              label={t(builder.functionCode === 6 ? 'gateways.commands.value' : 'gateways.commands.values')}
              validateStatus={valuesProblem && builder.values !== '' ? 'error' : undefined}
              help={builder.values !== '' && valuesProblem}
            >
              <Input
                value={builder.values}
                style={{ width: 200 }}
                placeholder={builder.functionCode === 6 ? '500' : '500, 0, 1'}
                onChange={(event) => build({ values: event.target.value })}
                data-testid="debug-values"
              />
            </Form.Item>
          )}
        </Flex>
        <Form.Item label={t('gateways.commands.request')}>
          <Input.TextArea
            autoSize
            value={code}
            onChange={(event) => setCode(event.target.value)}
            style={{ fontFamily: 'monospace' }}
            data-testid="debug-request"
          />
        </Form.Item>
        {isWrite && !mayWrite && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            message={
              <span data-testid="debug-write-refused">{t('gateways.commands.writeNeedsConfigure')}</span>
            }
          />
        )}
        <Button
          type="primary"
          danger={isWrite}
          loading={isSending}
          disabled={!device || (isWrite && !mayWrite)}
          onClick={confirmThenSend}
          data-testid="debug-send"
        >
          {t(isWrite ? 'gateways.commands.writeSend' : 'gateways.commands.send')}
        </Button>
      </Form>
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          message={<span data-testid="debug-error">{error}</span>}
        />
      )}
      {reply && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
          <CommandStatusTag command={reply.command} />
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('gateways.commands.reply')}>
              <Typography.Text code copyable data-testid="debug-reply">
                {reply.frame ?? (isSending ? t('gateways.commands.waiting') : t('gateways.commands.noReply'))}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('gateways.commands.decoded')}>
              {reply.decodeError ? (
                <Typography.Text type="danger">{reply.decodeError}</Typography.Text>
              ) : message && message.kind !== 'readReply' ? (
                <Typography.Text data-testid="debug-decoded">{modbusMessageText(message, t)}</Typography.Text>
              ) : message ? (
                <Typography.Text data-testid="debug-decoded">
                  {`${String(message.functionCode).padStart(2, '0')} · ${message.values.length} ${t('gateways.commands.registers')} · ASCII "${message.values
                    .map((word) => String.fromCharCode(word >> 8, word & 0xff))
                    .join('')
                    .replace(/[^\x20-\x7e]/g, '.')}"`}
                </Typography.Text>
              ) : (
                '–'
              )}
            </Descriptions.Item>
          </Descriptions>
          {message?.kind === 'readReply' && (
            <Table
              size="small"
              rowKey="address"
              pagination={false}
              scroll={{ y: 240 }}
              data-testid="debug-registers"
              dataSource={message.values.map((value, index) => ({ address: start + index, value }))}
              onRow={(row) => ({ 'data-testid': `debug-register-${row.address}` }) as object}
              columns={[
                {
                  key: 'address',
                  title: t('gateways.commands.start'),
                  render: (_, row) => `${row.address} (0x${hexWord(row.address)})`,
                },
                {
                  key: 'value',
                  title: t('gateways.commands.value'),
                  render: (_, row) => <span data-testid="debug-value">{row.value}</span>,
                },
                { key: 'hex', title: 'Hex', render: (_, row) => `0x${hexWord(row.value)}` },
              ]}
            />
          )}
        </Space>
      )}
    </Modal>
  );
}
