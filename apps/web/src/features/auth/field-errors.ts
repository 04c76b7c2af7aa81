import type { FormInstance } from 'antd';
import { ApiError } from '@/lib/api-client';

/**
 * Shows a tolerated api error on the form field it concerns (e.g. code 5 on the code field).
 * Returns false when the error is not one of them (the api client already reported it).
 */
export function showOnField(
  form: FormInstance,
  fieldOfCode: Record<number, string>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const field = fieldOfCode[error.code];
  if (!field) return false;
  form.setFields([{ name: field, errors: [error.message] }]);
  return true;
}
