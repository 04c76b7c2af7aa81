import type { TLang } from '@sunfleet/contract/lang';
import { describeIssue, positiveIntegerIn } from '@sunfleet/contract/validators';

/**
 * What typed text means as a whole number in [min, max]: the number, nothing yet (empty), or the
 * spec's message ('Please input positive integer' for `01` or `1.5`, then the range).
 */
export function readPositiveInteger(
  text: string,
  min: number,
  max: number,
  lang: TLang,
): { value: number | null; problem: string | null } {
  if (text.trim() === '') return { value: null, problem: null };
  const result = positiveIntegerIn(min, max).safeParse(text);
  if (result.success) return { value: result.data, problem: null };
  const [issue] = result.error.issues;
  return { value: null, problem: issue ? describeIssue(issue, lang) : null };
}
