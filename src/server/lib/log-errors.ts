import pino from 'pino';

// A database error carries the statement's parameters (in Drizzle's message and `params`) and
// PostgreSQL's `detail` often quotes a value: either can hold what a family typed about a
// parent's health. Such errors are logged as their SQLSTATE code and the statement's name only.

type DatabaseErrorLike = Error & {
  query?: string;
  params?: unknown[];
  code?: string;
  constraint?: string;
  table?: string;
  severity?: string;
};

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (!(error instanceof Error)) return false;
  const candidate = error as DatabaseErrorLike;
  return (
    typeof candidate.query === 'string' ||
    Array.isArray(candidate.params) ||
    (typeof candidate.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(candidate.code) &&
      'severity' in candidate)
  );
}

/** "insert into tasks", "select from users": what ran, never with what. */
export function statementName(query: string | undefined): string | undefined {
  if (!query) return undefined;
  const change = /^\s*(insert\s+into|update|delete\s+from)\s+"?([\w.]+)"?/i.exec(query);
  if (change) return `${change[1]?.toLowerCase().replace(/\s+/, ' ')} ${change[2]}`;
  const read = /^\s*select\b[\s\S]*?\bfrom\s+"?([\w.]+)"?/i.exec(query);
  if (read) return `select from ${read[1]}`;
  return query.trim().split(/\s+/)[0]?.toLowerCase();
}

/** The first database error in an error's cause chain, if any. */
function findDatabaseError(
  error: unknown,
): { outer: DatabaseErrorLike; inner: DatabaseErrorLike } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (isDatabaseError(current)) {
      const cause = (current as { cause?: unknown }).cause;
      return { outer: current, inner: isDatabaseError(cause) ? cause : current };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** pino's `err` serializer: the standard one, but database errors reduced to what is safe. */
export function serializeError(error: unknown) {
  const found = findDatabaseError(error);
  if (!found) return pino.stdSerializers.err(error as Error);
  const { outer, inner } = found;
  return {
    type: 'DatabaseError',
    // Not named `code`: the logger redacts every `code` field (sign-in codes).
    sqlState: inner.code ?? outer.code,
    statement: statementName(outer.query ?? inner.query),
    constraint: inner.constraint,
    table: inner.table,
  };
}
