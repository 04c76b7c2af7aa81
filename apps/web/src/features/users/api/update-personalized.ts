import type { z } from 'zod';
import type { ZPersonalizedUpdate } from '@sunfleet/contract/users';
import { api } from '@/lib/api';

/**
 * `POST /api/v1/user/personalized`: language, theme and menu style follow the user to other
 * browsers. Quiet: the choice is already applied locally, a failure must not interrupt.
 */
export const updatePersonalized = (body: z.infer<typeof ZPersonalizedUpdate>) =>
  api.post('/api/v1/user/personalized', { body, isQuiet: true });
