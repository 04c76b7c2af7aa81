import { useState } from 'react';
import {
  Alert,
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
import { bytesToHex, hexToBytes, hexWord } from '@sunfleet/modbus/conversions';
import { decodeFrame, encodeFrame } from '@sunfleet/modbus/frame';
import type { TModbusMessage } from '@sunfleet/modbus/messages';
import { CommandStatusTag } from '@/components/command-status';
import { ApiError } from '@/lib/api-client';
import { modbusMessageText } from '@/lib/modbus-text';
import { debugReply, sendDebug } from '../api/gateway-commands.ts';
import { useGateway } from '../api/get-gateway.ts';
import { PositiveIntegerInput } from '@/components/positive-integer-input';

type TBuilder = { unitId: number; functionCode: 3 | 4; start: number; count: number };

/** A read request (03/04) as hex, RTU with its CRC (the toolbox's generator, `@sunfleet/modbus`). */
/** The read request's number fields: the unit (slave) id, first register and register count. */
const numberFields = [
  { key: 'unitId', min: 0, max: 255 },
  { key: 'start', min: 0, max: 65535 },
  { key: 'count', min: 1, max: 125 },
] as const;

const readRequest = ({ unitId, functionCode, start, count }: TBuilder) =>
  bytesToHex(
    encodeFrame({ framing: 'rtu', unitId, message: { kind: 'readRequest', functionCode, start, count } }),
  );

/** The start register of a read request as sent (typed, built here or in the toolbox), if it is one. */
function requestStart(code: string, framing: 'rtu' | 'tcp'): number | undefined {
  try {
    const { message } = decodeFrame(hexToBytes(code), framing, 'request');
    return message.kind === 'readRequest' ? message.start : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Remote debug: the user builds (or types) a Modbus RTU request for a device behind the gateway,
 * sends it as a command and sees the raw reply frame and its decoding — for a read, each register
 * with its address — live, while the command runs.
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
  const [builder, setBuilder] = useState<TBuilder>({ unitId: 1, functionCode: 3, start: 0, count: 10 });
  const [deviceSn, setDeviceSn] = useState<string | undefined>();
  const [code, setCode] = useState(initial?.code ?? readRequest(builder));
  const [framing, setFraming] = useState(initial?.framing ?? 'rtu');
  const [reply, setReply] = useState<TGatewayDebugReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const build = (change: Partial<TBuilder>) => {
    const next = { ...builder, ...change };
    setBuilder(next);
    try {
      setCode(readRequest(next));
      setFraming('rtu');
    } catch {
      // A field out of range: the user corrects it; the typed request stays.
    }
  };

  async function send() {
    const device = deviceSn ?? detail.data?.deviceList[0]?.sn;
    if (!device) return;
    setError(null);
    setReply(null);
    setIsSending(true);
    try {
      const command = await sendDebug(gateway.sn, { deviceSn: device, framing, code });
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

  const decoded = reply?.decoded as { message?: TModbusMessage } | null | undefined;
  const message = decoded?.message;
  const start = requestStart(code, framing) ?? builder.start;
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
              style={{ width: 200 }}
              onChange={(functionCode) => build({ functionCode })}
              options={[
                { value: 3, label: '03 Read holding registers' },
                { value: 4, label: '04 Read input registers' },
              ]}
              data-testid="debug-function"
            />
          </Form.Item>
          {numberFields.map(({ key, min, max }) => (
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
        <Button type="primary" loading={isSending} onClick={() => void send()} data-testid="debug-send">
          {t('gateways.commands.send')}
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
