import { useState } from 'react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { FirmwareLibrary } from '../components/firmware-library.tsx';
import { TypeTreeCard } from '../components/type-tree-card.tsx';

/** /firmware/inv: the inverter-type tree beside (or above) the inverter firmware library it narrows. */
export function InverterFirmwarePage() {
  const { t } = useTranslation();
  const [typeId, setTypeId] = useState<string>();
  return (
    <PageFrame title={t('route.inverterFirmware')} subtitle={t('firmware.inverterSubtitle')}>
      <Flex gap={16} align="flex-start" wrap>
        <div style={{ flex: '0 0 280px' }}>
          <TypeTreeCard selected={typeId} onSelect={setTypeId} />
        </div>
        {/* The library needs its whole width: below about 1500 px it goes under the tree. */}
        <div style={{ flex: '1 1 960px', minWidth: 0 }}>
          <FirmwareLibrary kind="inverter" typeId={typeId} />
        </div>
      </Flex>
    </PageFrame>
  );
}
