export const logLevels = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof logLevels)[number];

export type Logger = Record<LogLevel, (message: string) => void>;

/** Lines on stderr (stdout stays free for scripted use), with the wall time and the level. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stderr.write(line),
): Logger {
  const threshold = logLevels.indexOf(level);
  const logAt = (at: LogLevel) => (message: string) => {
    if (logLevels.indexOf(at) <= threshold) write(`${new Date().toISOString()} ${at.padEnd(5)} ${message}\n`);
  };
  return { error: logAt('error'), warn: logAt('warn'), info: logAt('info'), debug: logAt('debug') };
}

export const silentLogger: Logger = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };
