import { useState } from 'react';
import { Button } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TGateway } from '@sunfleet/contract/gateways';
import { PageFrame } from '@/components/page-frame';
import { Can, usePermissions } from '@/components/permissions';
import { BatchRestart } from '../components/batch-restart.tsx';
import { GatewayList } from '../components/gateway-list.tsx';
import { GatewaySheetDialog } from '../components/gateway-sheet-dialog.tsx';
import { ImportGatewayDialog } from '../components/import-gateway-dialog.tsx';

/** /device/gateway/list: the company's gateways; import one or a sheet, batch restart; row actions by permission. */
export function GatewaysPage() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'one' | 'sheet' | null>(null);
  const [selected, setSelected] = useState<TGateway[]>([]);
  const permissions = usePermissions();
  return (
    <PageFrame
      title={t('route.gateways')}
      subtitle={t('gateways.subtitle')}
      actions={
        <>
          <Can permission="gateway.restart">
            <BatchRestart selected={selected} />
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
