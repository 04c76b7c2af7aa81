import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Input, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  asciiToBytes,
  binaryToBytes,
  bytesToAscii,
  bytesToBinary,
  bytesToHex,
  hexToBytes,
} from '@sunfleet/modbus/conversions';
import { useLang } from '@/lib/use-lang';
import { failureText } from '../model/toolbox-text.ts';

const notations = ['binary', 'hex', 'ascii'] as const;
type TNotation = (typeof notations)[number];

const readers: Record<TNotation, (text: string) => Uint8Array> = {
  binary: binaryToBytes,
  hex: hexToBytes,
  ascii: asciiToBytes,
};
const writers: Record<TNotation, (bytes: Uint8Array) => string> = {
  binary: bytesToBinary,
  hex: bytesToHex,
  ascii: bytesToAscii,
};

type TResult = { bytes: Uint8Array } | { error: string };

/** Binary ⇄ hex ⇄ ASCII: the input read in one notation and shown in the others. */
export function Conversions() {
  const { t } = useTranslation();
  const lang = useLang();
  const [from, setFrom] = useState<TNotation>('hex');
  const [text, setText] = useState('');
  const [result, setResult] = useState<TResult | null>(null);

  const convert = () => {
    try {
      setResult({ bytes: readers[from](text) });
    } catch (error) {
      setResult({ error: failureText(error, t, lang) });
    }
  };

  /** One notation of the bytes; ASCII of bytes that are no printable text says why. */
  const written = (bytes: Uint8Array, notation: TNotation) => {
    try {
      return { text: writers[notation](bytes) };
    } catch (error) {
      return { error: failureText(error, t, lang) };
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Flex gap={12} align="center" wrap>
        <Typography.Text>{t('toolbox.convert.from')}</Typography.Text>
        <Segmented<TNotation>
          data-testid="convert-from"
          value={from}
          onChange={(value) => {
            setFrom(value);
            setResult(null);
          }}
          options={notations.map((notation) => ({
            value: notation,
            label: t(`toolbox.convert.${notation}`),
          }))}
        />
      </Flex>
      <Input.TextArea
        data-testid="convert-input"
        aria-label={t('toolbox.convert.input')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t(`toolbox.convert.placeholder.${from}`)}
        autoSize={{ minRows: 3, maxRows: 8 }}
        style={{ fontFamily: 'monospace' }}
      />
      <Button
        type="primary"
        data-testid="convert-submit"
        onClick={convert}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('toolbox.convert.convert')}
      </Button>
      {result && 'error' in result && (
        <Alert type="error" showIcon message={result.error} data-testid="convert-error" />
      )}
      {result && 'bytes' in result && (
        <Descriptions
          bordered
          column={1}
          size="small"
          data-testid="convert-result"
          title={t('toolbox.convert.bytes', { count: result.bytes.length })}
        >
          {notations.map((notation) => {
            const output = written(result.bytes, notation);
            return (
              <Descriptions.Item key={notation} label={t(`toolbox.convert.${notation}`)}>
                {'text' in output ? (
                  <Typography.Text code copyable data-testid={`convert-result-${notation}`}>
                    {output.text}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="danger" data-testid={`convert-result-${notation}`}>
                    {output.error}
                  </Typography.Text>
                )}
              </Descriptions.Item>
            );
          })}
        </Descriptions>
      )}
    </Flex>
  );
}
