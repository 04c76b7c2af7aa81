import type { TLang } from '@sunfleet/contract/lang';
import { fileSizeMessage, fileTypeMessage, type TUploadLimits } from '@sunfleet/contract/validators';

/**
 * The spec's message when a file breaks its upload limits (type by extension, then size), or null
 * when it may be sent. The api checks the content again.
 */
export function uploadProblem(
  file: { name: string; size: number },
  limits: TUploadLimits,
  lang: TLang,
): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!limits.types.includes(extension)) return fileTypeMessage(limits, lang);
  if (file.size > limits.maxBytes) return fileSizeMessage(limits, lang);
  return null;
}
