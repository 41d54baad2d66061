import { pino, type Logger as PinoLogger } from 'pino';

export type Logger = Pick<PinoLogger, 'info' | 'warn' | 'error' | 'debug' | 'fatal'>;

/** Structured JSON logs on stdout, one line per event. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Personal data never goes to the logs: these paths are redacted wherever they appear.
    redact: ['*.email', '*.phone', '*.fullName', '*.message', '*.token', 'req.headers.cookie'],
  });
}

/** A logger that drops everything (tests). */
export const silentLogger: Logger = pino({ level: 'silent' });
