import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { FirmwareLibrary } from '../components/firmware-library.tsx';

/** /firmware/gate: the gateway firmware library. */
export function GatewayFirmwarePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('route.gatewayFirmware')} subtitle={t('firmware.gatewaySubtitle')}>
      <FirmwareLibrary kind="gateway" />
    </PageFrame>
  );
}
