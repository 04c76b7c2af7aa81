import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { enrolmentKeys } from './query-keys.ts';

/** `GET /api/v1/oadr/listProgram`: the four programmes with their facts and terms link. */
export const useDrPrograms = () =>
  useQuery({
    queryKey: enrolmentKeys.programs(),
    queryFn: () => api.get('/api/v1/oadr/listProgram'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `GET /api/v1/oadr/userStationList/{id}`: the user's plants and whether they may enrol them. */
export const useDrStations = (userId: string | undefined) =>
  useQuery({
    queryKey: enrolmentKeys.stations(userId ?? ''),
    queryFn: () => api.get('/api/v1/oadr/userStationList/{id}', { path: { id: userId! } }),
    enabled: Boolean(userId),
  });

/** `GET /api/v1/oadr/stationMasterDevice/{stationId}`: the plant's master battery, or null. */
export const useDrMasterDevice = (plantId: string) =>
  useQuery({
    queryKey: enrolmentKeys.master(plantId),
    queryFn: () => api.get('/api/v1/oadr/stationMasterDevice/{stationId}', { path: { stationId: plantId } }),
  });

/** `GET /api/v1/oadr/stationTimezoneId/{stationId}`: the plant's time zone. */
export const useDrTimeZone = (plantId: string) =>
  useQuery({
    queryKey: enrolmentKeys.timeZone(plantId),
    queryFn: () => api.get('/api/v1/oadr/stationTimezoneId/{stationId}', { path: { stationId: plantId } }),
  });

/** `GET /api/v1/oadr/enrollments`: enrolments of the plants the user sees. */
export const useDrEnrollments = () =>
  useQuery({ queryKey: enrolmentKeys.list(), queryFn: () => api.get('/api/v1/oadr/enrollments') });

/** `GET /api/v1/oadr/enrollment/{id}`: one enrolment with its history. */
export const useDrEnrollment = (id: string | null) =>
  useQuery({
    queryKey: enrolmentKeys.detail(id ?? ''),
    queryFn: () => api.get('/api/v1/oadr/enrollment/{id}', { path: { id: id! } }),
    enabled: Boolean(id),
  });
