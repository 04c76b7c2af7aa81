import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { agentsQuery } from './get-agents.ts';

/** `POST /api/v1/company/agent`: the refusals 105, 900–903 and 202 are shown in the form. */
export function useAddAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: string) =>
      api.post('/api/v1/company/agent', {
        body: { account },
        tolerate: [
          ErrorCode.accountNotRegistered,
          ErrorCode.agentSelf,
          ErrorCode.agentEmployee,
          ErrorCode.agentNotAdmin,
          ErrorCode.agentOfOthers,
          ErrorCode.agentExists,
        ],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQuery.queryKey }),
  });
}
