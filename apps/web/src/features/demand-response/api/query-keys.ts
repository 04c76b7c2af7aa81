/** Every query key of demand-response enrolment: a change invalidates `all`. */
export const enrolmentKeys = {
  all: ['demand-response', 'enrolment'] as const,
  programs: () => [...enrolmentKeys.all, 'programs'] as const,
  stations: (userId: string) => [...enrolmentKeys.all, 'stations', userId] as const,
  master: (plantId: string) => [...enrolmentKeys.all, 'master', plantId] as const,
  timeZone: (plantId: string) => [...enrolmentKeys.all, 'time-zone', plantId] as const,
  list: () => [...enrolmentKeys.all, 'list'] as const,
  detail: (id: string) => [...enrolmentKeys.all, 'detail', id] as const,
};
