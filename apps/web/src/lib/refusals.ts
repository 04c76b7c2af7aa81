import { useState } from 'react';
import { ApiError, refusalText } from './api-client.ts';

/**
 * A form's submit that shows the api's refusal in the form (not as a toast): `run(work)` clears the
 * previous refusal, runs the work and keeps what a tolerated refusal said; errors the client already
 * reported (toast, dialog) are not shown twice. `run` resolves true when the work succeeded.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  async function run(work: () => Promise<unknown>) {
    setRefusal(null);
    try {
      await work();
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.isReported)) setRefusal(refusalText(error));
      return false;
    }
  }
  return { refusal, run };
}

/** An antd rule that asks the api while the user types (`…/check`): its refusal is the field's message. */
export function checkedByApi(check: (value: string) => Promise<unknown>) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string' || !value.trim()) return;
      await check(value.trim()).catch((error: unknown) => {
        throw new Error(refusalText(error));
      });
    },
  };
}
