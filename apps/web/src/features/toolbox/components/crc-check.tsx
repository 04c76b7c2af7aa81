import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Input, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { asciiToBytes, bytesToHex, hexToBytes, hexWord } from '@sunfleet/modbus/conversions';
import { checkFrameCrc, crc16Modbus, crcBytes } from '@sunfleet/modbus/crc';
import { useLang } from '@/lib/use-lang';
import { failureText } from '../model/toolbox-text.ts';

type TInputKind = 'hex' | 'ascii';

type TOutcome =
  | { kind: 'crc'; bytes: Uint8Array; crc: number }
  | { kind: 'verdict'; isValid: boolean; expected: string; received: string }
  | { kind: 'error'; message: string };

/** CRC-16/MODBUS of hex or ASCII input, and the check of a whole frame's own CRC. */
export function CrcCheck() {
  const { t } = useTranslation();
  const lang = useLang();
  const [kind, setKind] = useState<TInputKind>('hex');
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<TOutcome | null>(null);

  /** Runs `work` on the input's bytes; a bad input shows why. */
  const withBytes = (work: (bytes: Uint8Array) => TOutcome) => {
    try {
      setOutcome(work(kind === 'hex' ? hexToBytes(text) : asciiToBytes(text)));
    } catch (error) {
      setOutcome({ kind: 'error', message: failureText(error, t, lang) });
    }
  };
  const calculate = () => withBytes((bytes) => ({ kind: 'crc', bytes, crc: crc16Modbus(bytes) }));
  const verify = () =>
    withBytes((bytes) => {
      const check = checkFrameCrc(bytes);
      if (!check) return { kind: 'error', message: t('toolbox.crc.tooShort') };
      return {
        kind: 'verdict',
        isValid: check.isValid,
        expected: `0x${hexWord(check.expected)}`,
        received: `0x${hexWord(check.received)}`,
      };
    });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Typography.Text type="secondary">{t('toolbox.crc.algorithm')}</Typography.Text>
      <Segmented<TInputKind>
        data-testid="crc-input-kind"
        value={kind}
        onChange={(value) => {
          setKind(value);
          setOutcome(null);
        }}
        options={[
          { value: 'hex', label: t('toolbox.crc.hex') },
          { value: 'ascii', label: t('toolbox.crc.ascii') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Input.TextArea
        data-testid="crc-input"
        aria-label={t('toolbox.crc.input')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t(kind === 'hex' ? 'toolbox.crc.hexPlaceholder' : 'toolbox.crc.asciiPlaceholder')}
        autoSize={{ minRows: 3, maxRows: 8 }}
        style={{ fontFamily: 'monospace' }}
      />
      <Flex gap={8} wrap align="center">
        <Button type="primary" data-testid="crc-calculate" onClick={calculate}>
          {t('toolbox.crc.calculate')}
        </Button>
        <Button data-testid="crc-verify" onClick={verify}>
          {t('toolbox.crc.verify')}
        </Button>
        <Typography.Text type="secondary">{t('toolbox.crc.verifyHint')}</Typography.Text>
      </Flex>
      {outcome && <CrcOutcome outcome={outcome} />}
    </Flex>
  );
}

function CrcOutcome({ outcome }: { outcome: TOutcome }) {
  const { t } = useTranslation();
  switch (outcome.kind) {
    case 'error':
      return <Alert type="error" showIcon message={outcome.message} data-testid="crc-error" />;
    case 'verdict':
      return (
        <Alert
          data-testid="crc-verdict"
          data-valid={outcome.isValid}
          type={outcome.isValid ? 'success' : 'error'}
          showIcon
          message={
            outcome.isValid
              ? t('toolbox.crc.valid', { crc: outcome.received })
              : t('toolbox.crc.invalid', { expected: outcome.expected, received: outcome.received })
          }
        />
      );
    case 'crc': {
      const sent = bytesToHex(crcBytes(outcome.crc));
      return (
        <Descriptions bordered column={1} size="small" data-testid="crc-result">
          <Descriptions.Item label={t('toolbox.crc.value')}>
            <Typography.Text strong code data-testid="crc-value">
              0x{hexWord(outcome.crc)}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('toolbox.crc.sentAs')}>
            <Typography.Text code data-testid="crc-sent-as">
              {sent}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('toolbox.crc.frameWithCrc')}>
            <Typography.Text code copyable data-testid="crc-frame">
              {`${bytesToHex(outcome.bytes)} ${sent}`}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      );
    }
  }
}
