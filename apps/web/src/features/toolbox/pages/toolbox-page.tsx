import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Conversions } from '../components/conversions.tsx';
import { CrcCheck } from '../components/crc-check.tsx';
import { FrameGenerator } from '../components/frame-generator.tsx';

/** How the app lets a generated request go out (a gateway's remote debug), if the user may. */
export type TSendFrame = (frame: { code: string; framing: 'rtu' | 'tcp' }) => ReactNode;

/** /toolbox: CRC check, binary/hex/ASCII conversions and the Modbus message generator. */
export function ToolboxPage({ sendFrame }: { sendFrame?: TSendFrame }) {
  const { t } = useTranslation();
  const tab = (key: string) => <span data-testid={`tab-${key}`}>{t(`toolbox.tabs.${key}`)}</span>;
  return (
    <PageFrame title={t('route.toolbox')} subtitle={t('toolbox.subtitle')}>
      <Tabs
        data-testid="toolbox-tabs"
        items={[
          { key: 'crc', label: tab('crc'), children: <CrcCheck /> },
          { key: 'convert', label: tab('convert'), children: <Conversions /> },
          { key: 'generator', label: tab('generator'), children: <FrameGenerator sendFrame={sendFrame} /> },
        ]}
      />
    </PageFrame>
  );
}
