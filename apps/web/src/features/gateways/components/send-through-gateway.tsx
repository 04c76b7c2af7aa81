import { SendOutlined } from '@ant-design/icons';
import { Button, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '@/components/permissions';
import { useGateways } from '../api/get-gateways.ts';
import { DebugDialog } from './debug-dialog.tsx';

/**
 * The toolbox's way out: a request built in the generator, sent to a device through the remote
 * debug of a gateway the user picks (the toolbox page receives this from the app, ADR 0007).
 */
export function SendThroughGateway({ code, framing }: { code: string; framing: 'rtu' | 'tcp' }) {
  const { t } = useTranslation();
  const [isPicking, setIsPicking] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [gateway, setGateway] = useState<{ id: string; sn: string } | null>(null);
  const gateways = useGateways({ page: 1, size: 20, ...(keyword && { keyword }) });
  return (
    <Can permission="inverter.debug">
      <Button icon={<SendOutlined />} onClick={() => setIsPicking(true)} data-testid="toolbox-send">
        {t('gateways.commands.sendFromToolbox')}
      </Button>
      <Modal
        open={isPicking}
        title={t('gateways.commands.pickGateway')}
        footer={null}
        onCancel={() => setIsPicking(false)}
        destroyOnHidden
      >
        <Select
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          style={{ width: '100%' }}
          placeholder={t('gateways.commands.pickGateway')}
          loading={gateways.isFetching}
          data-testid="toolbox-send-gateway"
          options={(gateways.data?.infos ?? []).map((row) => ({
            value: row.id,
            label: `${row.sn}${row.plantName ? ` · ${row.plantName}` : ''}`,
            sn: row.sn,
          }))}
          onChange={(id: string, option) => {
            const picked = Array.isArray(option) ? option[0] : option;
            setIsPicking(false);
            setGateway({ id, sn: String(picked?.sn ?? '') });
          }}
        />
      </Modal>
      {gateway && (
        <DebugDialog gateway={gateway} initial={{ code, framing }} onClose={() => setGateway(null)} />
      )}
    </Can>
  );
}
