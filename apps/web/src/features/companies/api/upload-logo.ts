import { api } from '@/lib/api';

/** `POST /api/v1/company/uploadLogo`, multipart `file`: the stored image's URL. */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post('/api/v1/company/uploadLogo', { body: form });
}
