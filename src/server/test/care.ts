import { randomUUID } from 'node:crypto';
import type { CareProfile } from '../../shared/schemas/care';
import { documentContents, documents } from '../db/schema';
import { sealDocument } from '../features/care/document-seal';
import { fullCareProfile } from './full-care-profile';
import type { TestApp } from './test-app';

// What the care records' API tests share (issue 35): a small real PDF, an upload form, a full
// profile, and a document written straight into a plan the API would refuse it for (the demo's).

/** Words no document's stored bytes may show: the PDF below carries them in plain text. */
export const PDF_SECRET = 'Power of attorney: Margaret Ellis';

/** A small, well-formed PDF of one page whose text is PDF_SECRET. */
export function smallPdf(text = PDF_SECRET): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The first bytes of a PNG: enough for its type to be read from them. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

/** The upload form the page sends: the file, and the task it is attached to, if any. */
export function uploadForm(
  bytes: Buffer = smallPdf(),
  name = 'power-of-attorney.pdf',
  taskId?: string,
): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
  if (taskId) form.append('taskId', taskId);
  return form;
}

/** A profile with every part filled: 8 medications and 6 contacts (a fresh copy each time). */
export const fullProfile = (): CareProfile => structuredClone(fullCareProfile);

/** A document written straight into a plan, sealed as an upload would be. */
export async function storeDocument(
  t: TestApp,
  planId: string,
  bytes: Buffer = smallPdf(),
): Promise<string> {
  const master = await t.deps.documentKeys.current();
  if (!master) throw new Error('the test app has no document key');
  const id = randomUUID();
  const sealed = sealDocument(master, id, bytes);
  await t.database.db.insert(documents).values({
    id,
    planId,
    name: 'stored.pdf',
    mediaType: 'application/pdf',
    sizeBytes: bytes.length,
    keyId: sealed.keyId,
    wrappedKey: sealed.wrappedKey,
    uploadedAt: new Date(),
  });
  await t.database.db.insert(documentContents).values({ documentId: id, sealed: sealed.sealed });
  return id;
}
