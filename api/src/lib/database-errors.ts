/** The PostgreSQL error drizzle wraps: code and constraint sit on `cause` (or on the error itself). */
export interface PostgresErrorFields {
  code: string;
  constraint?: string;
}

export function postgresErrorOf(error: unknown): PostgresErrorFields | null {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return null;
}

export const UNIQUE_VIOLATION = '23505';
export const VALUE_TOO_LONG = '22001';
export const NUMBER_OUT_OF_RANGE = '22003';
/** Text PostgreSQL cannot store (U+0000, or a character the encoding lacks). */
export const UNSTORABLE_CHARACTER = new Set(['22021', '22P05']);
