import { downloadFile } from '@/lib/download';

/** `GET /api/v1/campaigns/{id}/history`: each target's states with their times, as CSV or XLSX. */
export const downloadCampaignHistory = (id: string, format: 'csv' | 'xlsx') =>
  downloadFile(`/api/v1/campaigns/${id}/history`, { format }, `campaign-history.${format}`);
