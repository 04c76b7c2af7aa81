import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampaignPreviewBody } from '@sunfleet/contract/campaigns';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { campaignKeys } from './query-keys.ts';

/**
 * `POST /api/v1/campaigns/preview`: how many devices a selection resolves to for a kind (those the
 * user may act on), how many are left out, and the first of them. A half-typed filter is refused
 * with code 4, which the form shows as no preview rather than an error.
 */
export const campaignPreviewQuery = (body: TCampaignPreviewBody | undefined) =>
  queryOptions({
    queryKey: campaignKeys.preview(body),
    queryFn: () =>
      api.post('/api/v1/campaigns/preview', {
        body: body!,
        tolerate: [ErrorCode.validation, ErrorCode.gatewayMissing, ErrorCode.inverterMissing] as const,
      }),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
  });

export const useCampaignPreview = (body: TCampaignPreviewBody | undefined) =>
  useQuery(campaignPreviewQuery(body));
