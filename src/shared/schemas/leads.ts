import { leadMessages } from '../rules/lead';
import { EMAIL_MAX_LENGTH, LEAD_FIRST_NAME_MAX_LENGTH } from '../rules/limits';
import { plainText } from './text';
import { z } from './zod';

/** POST /api/leads: the free checklist's form (spec section 2, /checklist). */
export const leadSchema = z.object({
  firstName: z.string({ error: leadMessages.required }).pipe(
    plainText({
      max: LEAD_FIRST_NAME_MAX_LENGTH,
      tooLong: `First name must be at most ${LEAD_FIRST_NAME_MAX_LENGTH} characters`,
      trim: true,
    }).min(1, { error: leadMessages.required }),
  ),
  email: z
    .string({ error: leadMessages.required })
    .trim()
    .min(1, { error: leadMessages.required })
    .pipe(
      z.email({ error: leadMessages.email }).max(EMAIL_MAX_LENGTH, { error: leadMessages.email }),
    ),
});
export type LeadInput = z.infer<typeof leadSchema>;
