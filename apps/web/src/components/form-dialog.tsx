import { useState, type ReactNode } from 'react';
import { Alert, Form, Modal, type FormInstance } from 'antd';
import { ApiError, refusalText } from '@/lib/api-client';
import { validValues } from '@/lib/form-rules';

/**
 * An add/edit dialog around one vertical form: OK validates, calls `onSave` with the values and
 * closes; a refusal the API client did not already report stays in the dialog as an error.
 */
export function FormDialog<T extends object>({
  form,
  title,
  okText,
  cancelText,
  isSaving,
  onSave,
  onClose,
  initialValues,
  saveTestId,
  formTestId,
  refusalTestId,
  children,
}: {
  form: FormInstance<T>;
  title: ReactNode;
  okText: string;
  cancelText: string;
  isSaving: boolean;
  onSave: (values: T) => Promise<unknown>;
  onClose: () => void;
  initialValues: Partial<T>;
  saveTestId: string;
  formTestId: string;
  refusalTestId?: string;
  children: ReactNode;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit() {
    // Invalid input: the form already shows each field's message; nothing to send or report.
    const values = await validValues(form);
    if (!values) return;
    setRefusal(null);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError && error.isReported)) setRefusal(refusalText(error));
    }
  }

  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={cancelText}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={isSaving}
      okButtonProps={{ 'data-testid': saveTestId }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid={formTestId} initialValues={initialValues}>
        {children}
        {refusal && <Alert type="error" showIcon message={refusal} data-testid={refusalTestId} />}
      </Form>
    </Modal>
  );
}
