import { Form } from 'antd';
import { AccountField, type TAccountFieldProps } from './account-field.tsx';

/**
 * The account field (account-field.tsx) inside an antd `Form.Item`: it takes the item's
 * validation status, as antd's own inputs do.
 */
export function AccountInput(props: TAccountFieldProps) {
  const { status } = Form.Item.useStatus();
  return <AccountField status={status === 'error' ? 'error' : ''} {...props} />;
}
