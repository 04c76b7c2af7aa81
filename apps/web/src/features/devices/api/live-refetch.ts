/** How often a live device view reads again: gateways report about every five minutes. */
export const liveRefetchMs = 60_000;
