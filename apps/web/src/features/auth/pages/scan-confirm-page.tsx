import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Result, Skeleton } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TScanLoginView } from '@sunfleet/contract/scan-login';
import { ApiError } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { describeBrowser } from '@/lib/user-agent';
import { decideScanLogin } from '../api/decide-scan-login.ts';
import { useScanConfirmer } from '../api/get-scan-confirmer.ts';
import { useScanLogin } from '../api/get-scan-login.ts';

type TOutcome = 'approved' | 'refused' | 'expired' | 'used' | null;

/** Who asks to sign in: the browser, its address and when, so a stranger's request stands out. */
function Requester({ view }: { view: TScanLoginView }) {
  const { t } = useTranslation();
  const { browser, system } = describeBrowser(view.userAgent);
  const unknown = t('scanLogin.confirm.unknown');
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="scan-requester"
      items={[
        {
          key: 'browser',
          label: t('scanLogin.confirm.browser'),
          children: browser
            ? system
              ? t('scanLogin.confirm.browserOn', { browser, system })
              : browser
            : unknown,
        },
        { key: 'address', label: t('scanLogin.confirm.address'), children: view.address || unknown },
        { key: 'asked', label: t('scanLogin.confirm.askedAt'), children: formatInstant(view.requestedAt) },
      ]}
    />
  );
}

/** /scan/{id}: a signed-in device confirms or refuses the sign-in of the screen showing the code. */
export function ScanConfirmPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const request = useScanLogin(id);
  const me = useScanConfirmer();
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const [busy, setBusy] = useState(false);

  async function decide(approve: boolean) {
    setBusy(true);
    try {
      await decideScanLogin(id, approve);
      setOutcome(approve ? 'approved' : 'refused');
    } catch (error) {
      if (error instanceof ApiError) setOutcome(error.code === ErrorCode.codeExpired ? 'expired' : 'used');
    } finally {
      setBusy(false);
    }
  }

  if (request.isLoading || me.isLoading) return <Skeleton active />;
  const state =
    outcome ?? (request.isError ? 'used' : request.data?.state === 'pending' ? null : request.data?.state);
  const back = (
    <Link to="/">
      <Button>{t('scanLogin.backHome')}</Button>
    </Link>
  );
  if (state)
    return (
      <div data-testid="scan-confirm-result">
        <Result
          status={state === 'approved' ? 'success' : state === 'refused' ? 'info' : 'warning'}
          title={t(`scanLogin.confirm.${state}`)}
          extra={back}
        />
      </div>
    );
  return (
    <Flex justify="center">
      <Card style={{ maxWidth: 480, width: '100%' }} data-testid="scan-confirm">
        <Result
          icon={<DesktopOutlined />}
          title={
            <span style={{ overflowWrap: 'anywhere' }}>
              {t('scanLogin.confirm.question', { account: me.data?.account ?? '' })}
            </span>
          }
          subTitle={
            <Flex vertical gap={12}>
              {request.data && <Requester view={request.data} />}
              <span>{t('scanLogin.confirm.warning')}</span>
            </Flex>
          }
          extra={
            <Flex gap={8} justify="center">
              <Button onClick={() => void decide(false)} disabled={busy} data-testid="scan-refuse">
                {t('scanLogin.confirm.refuse')}
              </Button>
              <Button
                type="primary"
                onClick={() => void decide(true)}
                loading={busy}
                data-testid="scan-approve"
              >
                {t('scanLogin.confirm.approve')}
              </Button>
            </Flex>
          }
        />
      </Card>
    </Flex>
  );
}
