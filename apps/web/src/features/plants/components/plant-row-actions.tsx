import { lazy, Suspense, useState } from 'react';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import {
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  MoreOutlined,
  ShareAltOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { plantAbilities, type TPlantListItem } from '@sunfleet/contract/plants';
import { usePermissions } from '@/components/permissions';
import { useKeepAlive } from '@/components/keep-alive';
import { useDeletePlant } from '../api/delete-plant.ts';
import { editPath } from '../model/paths.ts';

// Dialogs load when opened: the fleet list itself does not need their forms and upload.
const ShareDialog = lazy(() => import('./share-dialog.tsx').then((m) => ({ default: m.ShareDialog })));
const TransferDialog = lazy(() =>
  import('./transfer-dialog.tsx').then((m) => ({ default: m.TransferDialog })),
);
const YieldImportDialog = lazy(() =>
  import('./yield-import-dialog.tsx').then((m) => ({ default: m.YieldImportDialog })),
);

type TDialog = 'share' | 'transfer' | 'import' | null;

/**
 * Edit, share (with cancel share inside), transfer and delete of one plant. An action shows only
 * when the role's button permission (`<Can>` rule) and the caller's relation to the plant allow it.
 */
export function PlantRowActions({ plant }: { plant: TPlantListItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const granted = usePermissions();
  const { clearKeptPages } = useKeepAlive();
  const [dialog, setDialog] = useState<TDialog>(null);
  const remove = useDeletePlant();
  const abilities = plantAbilities(plant.role);

  const confirmDelete = () =>
    modal.confirm({
      title: t('plants.remove.title', { name: plant.name }),
      content: t('plants.remove.content'),
      okText: t('plants.remove.confirm'),
      okButtonProps: { danger: true, 'data-testid': 'delete-confirm' },
      onOk: async () => {
        await remove.mutateAsync(plant.id);
        // Kept overview and edit pages of the deleted plant must not come back.
        clearKeptPages();
        void message.success(t('plants.remove.done'));
      },
    });

  const items: MenuProps['items'] = [];
  if (granted.has('station.share') && abilities.canShare)
    items.push({
      key: 'share',
      icon: <ShareAltOutlined />,
      label: <span data-testid="action-share">{t('plants.actions.share')}</span>,
    });
  if (granted.has('station.transfer') && abilities.canTransfer)
    items.push({
      key: 'transfer',
      icon: <SwapOutlined />,
      label: <span data-testid="action-transfer">{t('plants.actions.transfer')}</span>,
    });
  if (granted.has('station.import') && abilities.canEdit)
    items.push({
      key: 'import',
      icon: <CloudUploadOutlined />,
      label: <span data-testid="action-import">{t('plants.actions.importYield')}</span>,
    });
  if (granted.has('station.delete') && abilities.canDelete)
    items.push({
      key: 'delete',
      danger: true,
      icon: <DeleteOutlined />,
      label: <span data-testid="action-delete">{t('plants.actions.delete')}</span>,
    });

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'delete') confirmDelete();
    else setDialog(key as TDialog);
  };

  return (
    <span style={{ whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      {granted.has('station.edit') && abilities.canEdit && (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => void navigate(editPath(plant.id))}
          data-testid="action-edit"
        >
          {t('plants.actions.edit')}
        </Button>
      )}
      {items.length > 0 && (
        <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']}>
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('plants.actions.more')}
            data-testid="action-more"
          />
        </Dropdown>
      )}
      <Suspense fallback={null}>
        {dialog === 'share' && <ShareDialog plant={plant} onClose={() => setDialog(null)} />}
        {dialog === 'import' && <YieldImportDialog plant={plant} onClose={() => setDialog(null)} />}
        {dialog === 'transfer' && (
          <TransferDialog
            plant={plant}
            onClose={() => setDialog(null)}
            onTransferred={() => {
              setDialog(null);
              clearKeptPages();
            }}
          />
        )}
      </Suspense>
    </span>
  );
}
