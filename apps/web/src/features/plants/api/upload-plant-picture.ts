import { useMutation } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';

/**
 * `POST /api/v1/plant/thumbnail`, multipart field `file`: answers the URL to store as `picture`. A
 * file refused by its content is code 4 with the reason in its field message, which the caller
 * shows itself.
 */
export function uploadPlantPicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post('/api/v1/plant/thumbnail', { body: form, tolerate: [ErrorCode.validation] });
}

export const useUploadPlantPicture = () => useMutation({ mutationFn: uploadPlantPicture });
