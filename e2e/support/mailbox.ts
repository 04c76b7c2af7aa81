import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export const mailDirectory = '/tmp/sunfleet-e2e/mail';

/** Waits for the newest message to `address` and returns the 6-digit code in it. */
export async function readVerificationCode(address: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const files = readdirSync(mailDirectory)
          .filter((name) => name.startsWith(`${address}-`))
          .sort();
        const newest = files.at(-1);
        if (!newest) return '';
        const text = readFileSync(join(mailDirectory, newest), 'utf8');
        code =
          /\b(\d{6})\b/.exec(
            text
              .split(/\r?\n\r?\n/)
              .slice(1)
              .join('\n'),
          )?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
