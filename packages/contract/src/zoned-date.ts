/** A plant's clock: its dates and times are its time zone's, wherever they are read. */

// Swedish writes dates and times as ISO does.
const wallClock = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' });

/**
 * The time on a plant's clock (YYYY-MM-DD HH:mm:ss), to be read as a plain local date and time:
 * the app's dates are plant dates, whatever the reader's time zone. Without a zone, this machine's
 * clock.
 */
export const nowIn = (timeZone: string | undefined, at: Date = new Date()) => wallClock(timeZone).format(at);

/**
 * Today's date on a plant's clock (YYYY-MM-DD), not the reader's or the server's: a plant in Tokyo
 * is already on the next day when a reader in UTC sees 23:30. The api's ranges and the screens'
 * "today" and periods around it are taken from here.
 */
export const todayIn = (timeZone: string, at: Date = new Date()) => nowIn(timeZone, at).slice(0, 10);
