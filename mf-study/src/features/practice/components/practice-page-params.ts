/** The query parameter naming the attempt a practice page shows (`?attempt=<id>`): reload and links resume it. */
export const ATTEMPT_PARAM = 'attempt';
