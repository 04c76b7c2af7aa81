import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';

export type TUploadLimits = { maxBytes: number; types: readonly string[] };

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
  if (!limits.types.includes(extension))
    return inputMessage('fileType', lang, {
      types: limits.types.map((type) => type.toUpperCase()).join(', '),
    });
  if (file.size > limits.maxBytes)
    return inputMessage('fileSize', lang, {
      max: `${Math.round((limits.maxBytes / 1024 / 1024) * 10) / 10} MB`,
    });
  return null;
}
