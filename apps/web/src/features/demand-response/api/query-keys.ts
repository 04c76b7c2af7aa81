/**
 * Every query key of the demand-response feature, from one factory: an enrolment change invalidates
 * `enrolments` (every enrolment view), a cancelled event invalidates `events`.
 */
export const drKeys = {
  enrolments: ['demand-response', 'enrolment'] as const,
  programs: () => [...drKeys.enrolments, 'programs'] as const,
  stations: (userId: string) => [...drKeys.enrolments, 'stations', userId] as const,
  master: (plantId: string) => [...drKeys.enrolments, 'master', plantId] as const,
  timeZone: (plantId: string) => [...drKeys.enrolments, 'time-zone', plantId] as const,
  enrolmentList: () => [...drKeys.enrolments, 'list'] as const,
  enrolment: (id: string) => [...drKeys.enrolments, 'detail', id] as const,
  events: ['dr-events'] as const,
  eventList: (page: number, size: number) => [...drKeys.events, 'list', page, size] as const,
  event: (id: string) => [...drKeys.events, 'detail', id] as const,
};
