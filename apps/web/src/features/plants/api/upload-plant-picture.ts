import { useMutation } from '@tanstack/react-query';
import { ZPictureResult } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

/** `POST /api/v1/plant/thumbnail`, multipart field `file`: answers the URL to store as `picture`. */
export function uploadPlantPicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.request('/api/v1/plant/thumbnail', { method: 'POST', body: form, schema: ZPictureResult });
}

export const useUploadPlantPicture = () => useMutation({ mutationFn: uploadPlantPicture });
