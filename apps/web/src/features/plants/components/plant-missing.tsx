import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorCode, errorMessage } from '@sunfleet/contract/errors';
import { ApiError } from '@/lib/api-client';
import { useLang } from '@/lib/use-lang';

/**
 * The page of a plant the caller cannot see (700: deleted, transferred away, share cancelled) or
 * whose id is malformed (no request: 'Plant does not exist'), with the api's message and the way back to the fleet. antd's Result drops `data-testid`, so
 * the test id sits on a wrapper.
 */
export function PlantMissing({ title, error }: { title: string; error: Error | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <div data-testid="plant-missing">
      <Result
        status="404"
        title={title}
        subTitle={error instanceof ApiError ? error.message : errorMessage(ErrorCode.plantMissing, lang)}
        extra={
          <Button type="primary" onClick={() => void navigate('/plants')}>
            {t('result.backHome')}
          </Button>
        }
      />
    </div>
  );
}
