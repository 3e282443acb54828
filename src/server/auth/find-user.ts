import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/app-error';

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

/** The demo address and the sandboxes' domain belong to the system: nobody may claim them. */
export function isReservedEmail(config: Pick<Config, 'demo'>, email: string): boolean {
  const address = email.trim().toLowerCase();
  return address === config.demo.email.toLowerCase() || address.endsWith('.invalid');
}

export function refuseReservedEmail(config: Pick<Config, 'demo'>, email: string): void {
  if (isReservedEmail(config, email)) {
    const message = 'This email address is reserved. Please use your own email address.';
    throw new AppError(400, 'email_reserved', message, { fields: { email: message } });
  }
}
