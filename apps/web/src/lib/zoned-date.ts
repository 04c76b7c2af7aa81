// Swedish writes dates and times as ISO does.
const wallClock = (timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' });

/**
 * The time on a plant's clock (YYYY-MM-DD HH:mm:ss), to be read as a plain local date and time:
 * the app's dates are plant dates, whatever the reader's time zone.
 */
export const nowIn = (timeZone: string, at: Date = new Date()) => wallClock(timeZone).format(at);

/**
 * Today's date on a plant's clock (YYYY-MM-DD), not the reader's: a plant in Tokyo is already on
 * the next day when a reader in UTC sees 23:30. Plant screens take "today" and the ranges and
 * periods around it from here.
 */
export const todayIn = (timeZone: string, at: Date = new Date()) => nowIn(timeZone, at).slice(0, 10);
