/**
 * Today's date on a plant's clock (YYYY-MM-DD), not the reader's: a plant in Tokyo is already on
 * the next day when a reader in UTC sees 23:30. Plant screens take "today" and the ranges and
 * periods around it from here.
 */
export const todayIn = (timeZone: string, at: Date = new Date()) =>
  // Swedish writes dates as ISO does.
  new Intl.DateTimeFormat('sv-SE', { timeZone }).format(at);
