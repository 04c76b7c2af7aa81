import { Button } from 'antd';
import { PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPage } from '@/components/empty-page';
import { Can } from '@/components/permissions';

/** /plants; the plants issue brings the list, statistics and map. */
export function PlantsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('route.plants')}
      description={t('empty.plants')}
      icon={<ThunderboltOutlined />}
      action={
        <Can permission="station.create">
          <Link to="/plant-add">
            <Button type="primary" icon={<PlusOutlined />} style={{ marginTop: 8 }} data-testid="plant-add">
              {t('route.plantAdd')}
            </Button>
          </Link>
        </Can>
      }
    />
  );
}
