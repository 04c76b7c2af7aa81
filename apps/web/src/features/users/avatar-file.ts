import { uploadLimits } from '@sunfleet/contract/validators';

export const avatarLimits = uploadLimits.avatar;

/** Type and size check before any byte leaves the browser; null when the file may be sent. */
export function avatarFileProblem(file: {
  name: string;
  size: number;
}): { key: 'fileType' | 'fileSize' } | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!(avatarLimits.types as readonly string[]).includes(extension)) return { key: 'fileType' };
  if (file.size > avatarLimits.maxBytes) return { key: 'fileSize' };
  return null;
}
