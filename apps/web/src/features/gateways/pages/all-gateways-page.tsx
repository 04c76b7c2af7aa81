import { useState } from 'react';
import { Button } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { GatewayList } from '../components/gateway-list.tsx';
import { GatewaySheetDialog } from '../components/gateway-sheet-dialog.tsx';
import { RegisterGatewayDialog } from '../components/register-gateway-dialog.tsx';

/** /management/gateway: every company's gateways with their owner; the platform registers new ones. */
export function AllGatewaysPage() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'one' | 'sheet' | null>(null);
  return (
    <PageFrame
      title={t('route.allGateways')}
      subtitle={t('gateways.allSubtitle')}
      actions={
        <Can permission="sys.gateway.create">
          <Button
            icon={<ImportOutlined />}
            onClick={() => setDialog('sheet')}
            data-testid="gateway-register-batch"
          >
            {t('gateways.registerBatch')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog('one')}
            data-testid="gateway-register"
          >
            {t('gateways.register')}
          </Button>
        </Can>
      }
    >
      <GatewayList scope="platform" />
      {dialog === 'one' && <RegisterGatewayDialog onClose={() => setDialog(null)} />}
      {dialog === 'sheet' && <GatewaySheetDialog mode="register" onClose={() => setDialog(null)} />}
    </PageFrame>
  );
}
