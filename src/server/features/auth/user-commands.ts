import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, strongPasswordSchema } from '../../../shared/schemas/auth';
import { findUserByEmail, isReservedEmail } from '../../auth/find-user';
import { users } from '../../db/schema';
import type { BaseDeps } from '../../service-deps';
import { manualTier } from '../payments';
import { insertUser } from './insert-user';

export const usage = `Usage: npm run cli -- <command> [options]
  create-user --email EMAIL --password PASSWORD [--admin] [--premium]
  grant-admin --email EMAIL
  revoke-admin --email EMAIL
  set-tier --email EMAIL --tier basic|premium`;

class CommandError extends Error {}

function required(value: string | undefined, name: string): string {
  if (!value) throw new CommandError(`--${name} is required\n${usage}`);
  return value;
}

function checked<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new CommandError(`--${name}: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/**
 * The operator's commands: create users, grant or revoke admin, set the tier. The operator at
 * the server's console signs in to nothing, so there is no acting user: (deps, input).
 */
export async function runUserCommand(deps: BaseDeps, input: { argv: string[] }): Promise<string> {
  const { positionals, values } = parseArgs({
    args: input.argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      tier: { type: 'string' },
      admin: { type: 'boolean', default: false },
      premium: { type: 'boolean', default: false },
    },
  });
  const { db } = deps.database;
  const command = positionals[0];
  const email = () => checked(emailSchema, required(values.email, 'email'), 'email');
  const existing = async () => {
    const user = await findUserByEmail(db, email());
    if (!user) throw new CommandError(`No account for ${email()}`);
    if (user.isDemo) throw new CommandError('The demo account cannot be changed');
    return user;
  };

  switch (command) {
    case 'create-user': {
      if (isReservedEmail(deps.config, email())) {
        throw new CommandError(`${email()} is reserved for the demo`);
      }
      const password = checked(
        strongPasswordSchema,
        required(values.password, 'password'),
        'password',
      );
      const user = await insertUser(db, {
        email: email(),
        password,
        role: values.admin ? 'admin' : 'user',
        subscriptionTier: values.premium ? 'premium' : 'basic',
        emailConfirmedAt: deps.clock.now(),
      });
      return `Created ${user.email} (${user.role}, ${user.subscriptionTier})`;
    }
    case 'grant-admin':
    case 'revoke-admin': {
      const user = await existing();
      const role = command === 'grant-admin' ? 'admin' : 'user';
      await db
        .update(users)
        .set({ role, updatedAt: deps.clock.now() })
        .where(eq(users.id, user.id));
      return `${user.email} is now ${role === 'admin' ? 'an administrator' : 'a regular user'}`;
    }
    case 'set-tier': {
      const tier = checked(z.enum(['basic', 'premium']), values.tier, 'tier');
      const user = await existing();
      await db
        .update(users)
        .set({ ...manualTier(user, tier, deps.clock.now()), updatedAt: deps.clock.now() })
        .where(eq(users.id, user.id));
      return `${user.email} is now on the ${tier} plan`;
    }
    default:
      throw new CommandError(usage);
  }
}

export function isCommandError(error: unknown): error is Error {
  return error instanceof CommandError;
}
