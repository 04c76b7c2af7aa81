import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';

/**
 * The page of a plant the caller cannot see (700: deleted, transferred away, share cancelled),
 * with the api's message and the way back to the fleet. antd's Result drops `data-testid`, so
 * the test id sits on a wrapper.
 */
export function PlantMissing({ title, error }: { title: string; error: Error }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="plant-missing">
      <Result
        status="404"
        title={title}
        subTitle={error instanceof ApiError ? error.message : undefined}
        extra={
          <Button type="primary" onClick={() => void navigate('/plants')}>
            {t('result.backHome')}
          </Button>
        }
      />
    </div>
  );
}
