import { z } from 'zod';
import { UUID_PATTERN } from '@procure/server-db';

/** Ids are validated by pattern before they reach a query (STACK trap 15). */
export const idSchema = z.string().regex(UUID_PATTERN, 'request.invalidId').describe('UUID');
