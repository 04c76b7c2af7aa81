import { useState } from 'react';
import { Button } from 'antd';
import { DeploymentUnitOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TGateway } from '@sunfleet/contract/gateways';
import { PageFrame } from '@/components/page-frame';
import { Can, usePermissions } from '@/components/permissions';
import { BatchRestart } from '../components/batch-restart.tsx';
import { GatewayList } from '../components/gateway-list.tsx';
import { GatewaySheetDialog } from '../components/gateway-sheet-dialog.tsx';
import { ImportGatewayDialog } from '../components/import-gateway-dialog.tsx';

/**
 * /device/gateway/list: the company's gateways; import one or a sheet, batch restart or a campaign
 * of the selected (or filtered) gateways; row actions by permission.
 */
export function GatewaysPage() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'one' | 'sheet' | null>(null);
  const [selected, setSelected] = useState<TGateway[]>([]);
  const permissions = usePermissions();
  const navigate = useNavigate();
  // The selected gateways, or none (the start screen then targets by filter).
  const startCampaign = () =>
    void navigate(`/campaigns/new?kind=restart&sns=${selected.map((row) => row.sn).join(',')}`);
  return (
    <PageFrame
      title={t('route.gateways')}
      subtitle={t('gateways.subtitle')}
      actions={
        <>
          <Can permission="gateway.restart">
            <BatchRestart selected={selected} />
            <Button
              icon={<DeploymentUnitOutlined />}
              onClick={startCampaign}
              data-testid="gateway-new-campaign"
            >
              {t('campaigns.newCampaign')}
            </Button>
          </Can>
          <Can permission="gateway.import">
            <Button
              icon={<ImportOutlined />}
              onClick={() => setDialog('sheet')}
              data-testid="gateway-import-batch"
            >
              {t('gateways.importBatch')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog('one')}
              data-testid="gateway-import-one"
            >
              {t('gateways.importOne')}
            </Button>
          </Can>
        </>
      }
    >
      <GatewayList
        scope="company"
        selection={permissions.has('gateway.restart') ? { selected, onChange: setSelected } : undefined}
      />
      {dialog === 'one' && <ImportGatewayDialog onClose={() => setDialog(null)} />}
      {dialog === 'sheet' && <GatewaySheetDialog mode="import" onClose={() => setDialog(null)} />}
    </PageFrame>
  );
}
