import { describe, expect, it } from 'vitest';
import { signInProblem, type TSignInField } from './account-rules.ts';
import { ZTokenRequest } from './auth.ts';

const passwordGrant = ZTokenRequest.options[0];

/** What the schema says of one field: passes, or refuses with which message key. */
function schemaVerdict(field: TSignInField, value: string) {
  const values = { grant_type: 'password', username: 'ana@example.com', password: 'secret', [field]: value };
  const issue = passwordGrant.safeParse(values).error?.issues.find((found) => found.path[0] === field);
  if (!issue) return undefined;
  return issue.code === 'custom' ? issue.message : issue.code;
}

describe('the sign-in rules without zod', () => {
  it.each([
    ['username', 'ana@example.com', undefined],
    ['username', ' Ana@Example.COM ', undefined],
    ['username', '+34 612 345 678', undefined],
    ['username', '+8613800138000', undefined],
    ['username', '', 'account'],
    ['username', '13800138000', 'account'],
    ['username', 'ana@example', 'account'],
    ['username', `${'a'.repeat(250)}@example.com`, 'account'],
    ['password', 'x', undefined],
    ['password', 'p'.repeat(128), undefined],
  ] as const)('judge %s "%s" as the password grant does', (field, value, problem) => {
    expect(signInProblem(field, value)).toBe(problem);
    expect(schemaVerdict(field, value)).toBe(problem);
  });

  it('ask for an empty password and refuse one longer than the grant takes', () => {
    expect(signInProblem('password', '')).toBe('required');
    expect(schemaVerdict('password', '')).toBe('too_small');
    expect(signInProblem('password', 'p'.repeat(129))).toBe('invalid');
    expect(schemaVerdict('password', 'p'.repeat(129))).toBe('too_big');
  });
});
