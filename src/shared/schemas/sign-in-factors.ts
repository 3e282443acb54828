import { z } from 'zod';
import { currentPasswordSchema } from './auth';

// The requests of the ways to sign in besides a password and an emailed code (issue 57).

/** Proving it is you again with your password, before changing how you sign in. */
export const reproveWithPasswordSchema = z.object({ password: currentPasswordSchema });
export type ReproveWithPasswordInput = z.infer<typeof reproveWithPasswordSchema>;
