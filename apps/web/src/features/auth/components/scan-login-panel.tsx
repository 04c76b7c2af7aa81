import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { TScanLoginRequest, TScanLoginState } from '@sunfleet/contract/scan-login';
import { session } from '@/lib/session';
import { createScanLogin } from '../api/create-scan-login.ts';
import { pollScanLogin } from '../api/poll-scan-login.ts';

/** How often the waiting screen asks (the first screen signs in within two seconds of approval). */
const pollEveryMs = 1000;

/**
 * The QR code of a scan-code sign-in: its link names the request only (never a token, never the
 * secret); this screen polls with the secret and, once another device approves, stores the
 * session and goes on without reloading.
 */
export function ScanLoginPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<TScanLoginRequest | null>(null);
  const [state, setState] = useState<TScanLoginState>('pending');
  const [failed, setFailed] = useState(false);
  const done = useRef(false);

  const renew = useCallback(() => {
    setRequest(null);
    setState('pending');
    setFailed(false);
    createScanLogin().then(setRequest, () => setFailed(true));
  }, []);

  useEffect(renew, [renew]);

  useEffect(() => {
    if (!request || state !== 'pending') return;
    const timer = setInterval(() => {
      pollScanLogin(request.id, request.secret).then(
        (answer) => {
          if (answer.tokens && !done.current) {
            done.current = true;
            session.saveTokens(answer.tokens);
            onSignedIn();
          }
          setState(answer.state);
        },
        () => setFailed(true),
      );
    }, pollEveryMs);
    return () => clearInterval(timer);
  }, [request, state, onSignedIn]);

  const link = request ? `${window.location.origin}/scan/${request.id}` : '';
  const ended = state === 'expired' || state === 'refused' || state === 'used' || failed;
  return (
    <Flex vertical align="center" gap={12} data-testid="scan-login-panel">
      <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
        {t('scanLogin.hint')}
      </Typography.Text>
      <div style={{ background: '#fff', padding: 12, borderRadius: 8, opacity: ended ? 0.25 : 1 }}>
        {request ? (
          <QRCodeSVG value={link} size={176} data-testid="scan-login-qr" data-link={link} />
        ) : (
          <Flex style={{ width: 176, height: 176 }} align="center" justify="center">
            <Spin />
          </Flex>
        )}
      </div>
      {state === 'approved' && <Alert type="success" showIcon message={t('scanLogin.approved')} />}
      {ended && (
        <Alert
          type={state === 'refused' ? 'warning' : 'info'}
          showIcon
          message={t(`scanLogin.${failed ? 'failed' : state}`)}
          data-testid="scan-login-state"
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={renew} data-testid="scan-login-renew">
              {t('scanLogin.renew')}
            </Button>
          }
        />
      )}
    </Flex>
  );
}
