import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TGateway } from '@sunfleet/contract/gateways';
import { PageFrame } from '@/components/page-frame';
import { Can } from '@/components/permissions';
import { GatewayList } from '../components/gateway-list.tsx';
import { GatewaySheetDialog } from '../components/gateway-sheet-dialog.tsx';
import { ImportGatewayDialog } from '../components/import-gateway-dialog.tsx';

/** What the app may add to the page: buttons over the list (with the selected rows) and per row. */
export type TGatewayPageSlots = {
  toolbar?: (selected: TGateway[]) => ReactNode;
  rowActions?: (gateway: TGateway) => ReactNode;
};

/** /device/gateway/list: the company's gateways; import one or a sheet; row actions by permission. */
export function GatewaysPage({ toolbar, rowActions }: TGatewayPageSlots = {}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'one' | 'sheet' | null>(null);
  const [selected, setSelected] = useState<TGateway[]>([]);
  return (
    <PageFrame
      title={t('route.gateways')}
      subtitle={t('gateways.subtitle')}
      actions={
        <>
          {toolbar?.(selected)}
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
        extraActions={rowActions}
        selection={toolbar ? { selected, onChange: setSelected } : undefined}
      />
      {dialog === 'one' && <ImportGatewayDialog onClose={() => setDialog(null)} />}
      {dialog === 'sheet' && <GatewaySheetDialog mode="import" onClose={() => setDialog(null)} />}
    </PageFrame>
  );
}
