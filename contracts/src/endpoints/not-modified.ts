import { z } from 'zod';

/**
 * The answer without a body for a client that already holds the current version: content answered from memory
 * is sent with a strong ETag, and a request whose If-None-Match names it gets 304.
 */
export const notModifiedResponseSchema = z.void();
