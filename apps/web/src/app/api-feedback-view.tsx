import { useEffect, useState } from 'react';
import { Modal, message } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { connectApiFeedback } from '@/lib/api';

/** Feedback the api gave before this view had loaded. */
export type TEarlyFeedback = { messages: string[]; hasNetworkError: boolean };

/**
 * Toasts of api errors and the 'Network exception' dialog (spec section 8). Loaded on the first
 * feedback, so the first route ships neither antd's message nor its modal; from then on the api
 * reports here directly. One dialog shows however many requests fail at once.
 */
export function ApiFeedbackView({ early }: { early: TEarlyFeedback }) {
  const { t } = useTranslation();
  const [messageApi, messageHolder] = message.useMessage();
  const [initial] = useState(early);
  const [isDialogOpen, setIsDialogOpen] = useState(initial.hasNetworkError);
  useEffect(() => {
    initial.messages.forEach((text) => void messageApi.error(text));
    connectApiFeedback({
      showMessage: (text) => void messageApi.error(text),
      showNetworkError: () => setIsDialogOpen(true),
    });
  }, [messageApi, initial]);
  const close = () => setIsDialogOpen(false);
  return (
    <>
      {messageHolder}
      <Modal
        open={isDialogOpen}
        title={
          <span>
            <ExclamationCircleFilled style={{ color: '#faad14', marginInlineEnd: 8 }} />
            {t('network.title')}
          </span>
        }
        okText={t('network.confirm')}
        cancelText={t('network.cancel')}
        okButtonProps={{ 'data-testid': 'network-confirm' }}
        onOk={close}
        onCancel={close}
        width={416}
      >
        {t('network.content')}
      </Modal>
    </>
  );
}
