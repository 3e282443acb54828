// What two answers must share when nobody may tell them apart (a sign-up with a taken address
// and one with a new address, decision record 018): the status, every header, every cookie's
// attributes, and the JSON body, where only ids, times and addresses may differ, and only
// within their kind.

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const EMAIL = /^[^@\s]+@[^@\s]+$/;

/** A JSON value with each id, time and address replaced by its kind; every other leaf kept. */
function valueShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(valueShape);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([key, item]) => [key, valueShape(item)]));
  }
  if (typeof value !== 'string') return value;
  if (UUID_V4.test(value)) return '<uuid v4>';
  if (ISO_TIME.test(value)) return '<time>';
  if (EMAIL.test(value)) return '<email>';
  return value;
}

/** Headers whose value differs between any two answers: only their presence must match. */
const VARYING_HEADERS = new Set(['date', 'content-length', 'x-request-id']);

/** A Set-Cookie header without its value: the name, the value's length, the attributes. */
function cookieShape(header: string) {
  const [pair = '', ...attributes] = header.split(';');
  const [name = '', value = ''] = pair.split('=');
  return {
    name: name.trim(),
    valueLength: value.trim().length,
    attributes: attributes.map((attribute) => attribute.trim().toLowerCase()).sort(),
  };
}

/** An answer as far as it must match another one's. */
export function answerShape(answer: { status: number; headers: Headers; json: unknown }) {
  const headers = [...answer.headers]
    .filter(([name]) => name !== 'set-cookie')
    .map(([name, value]) => [name, VARYING_HEADERS.has(name) ? '<varies>' : value])
    .sort(([a = ''], [b = '']) => a.localeCompare(b));
  return {
    status: answer.status,
    headers: Object.fromEntries(headers),
    cookies: answer.headers.getSetCookie().map(cookieShape),
    body: valueShape(answer.json),
  };
}
