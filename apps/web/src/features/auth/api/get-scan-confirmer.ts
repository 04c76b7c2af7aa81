import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '@/features/users/api/get-current-user';

/** `GET /api/v1/user`: who the confirming device is signed in as (the shell's own query and cache). */
export const useScanConfirmer = () => useQuery(currentUserQuery);
