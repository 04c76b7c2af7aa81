/** The open battery alarm `prepare-database.ts` adds for the events screen to acknowledge. */
export const demoAlarm = { sn: 'SFBMS2304120011', code: 'B08' } as const;
