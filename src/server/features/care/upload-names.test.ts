import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema';
import { PNG_BYTES, smallPdf, storeDocument, uploadForm } from '../../test/care';
import { addMember, type Member } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// A file's name follows its content (issue 54): a PDF sent as 'poly.html' is kept, listed and
// downloaded as 'poly.pdf', so no browser saves it as a page and runs its script. Names stored
// before the rule are read through it.

let t: TestApp;
let owner: Member;
let viewer: Member;
let planId: string;
const documentsPath = () => `/api/plans/${planId}/documents`;

/** The first bytes of a JPEG (JFIF): enough for its type to be read from them. */
const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00,
]);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signedInUser();
  viewer = await t.signedInUser();
  planId = await addMember(t, owner, viewer, 'viewer');
});
afterAll(() => t.close());

const upload = (bytes: Buffer, name: string) =>
  owner.api.request('POST', documentsPath(), uploadForm(bytes, name));

async function storedName(id: string) {
  const [row] = await t.database.db
    .select({ name: documents.name })
    .from(documents)
    .where(eq(documents.id, id));
  return row?.name;
}

const attachment = (name: string) =>
  `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;

describe("an uploaded document's name", () => {
  it('is a PDF’s, not a page’s: poly.html is stored, listed and downloaded as poly.pdf', async () => {
    const uploaded = await upload(smallPdf(), 'poly.html');
    expect(uploaded.status).toBe(201);
    expect(uploaded.json).toMatchObject({ name: 'poly.pdf', mediaType: 'application/pdf' });
    expect(await storedName(uploaded.json.id)).toBe('poly.pdf');

    const listed = await viewer.api.get(documentsPath());
    expect(listed.json.documents).toContainEqual(
      expect.objectContaining({ id: uploaded.json.id, name: 'poly.pdf' }),
    );
    const download = await viewer.api.get(`${documentsPath()}/${uploaded.json.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(attachment('poly.pdf'));
  });

  it('gets its type’s extension when it has none: a PNG named scan is scan.png', async () => {
    const uploaded = await upload(PNG_BYTES, 'scan');
    expect(uploaded.status).toBe(201);
    expect(uploaded.json).toMatchObject({ name: 'scan.png', mediaType: 'image/png' });
    expect(await storedName(uploaded.json.id)).toBe('scan.png');
    const download = await viewer.api.get(`${documentsPath()}/${uploaded.json.id}`);
    expect(download.headers.get('content-disposition')).toBe(attachment('scan.png'));
  });

  it('keeps an extension that is already its type’s, as it was written', async () => {
    const jpeg = await upload(JPEG_BYTES, 'photo.JPEG');
    expect(jpeg.status).toBe(201);
    expect(jpeg.json).toMatchObject({ name: 'photo.JPEG', mediaType: 'image/jpeg' });
    const pdf = await upload(smallPdf(), 'Power of attorney.pdf');
    expect(pdf.json.name).toBe('Power of attorney.pdf');
  });

  it('is corrected where it is read for a document stored before the rule', async () => {
    const id = await storeDocument(t, planId, smallPdf());
    await t.database.db.update(documents).set({ name: 'old.html' }).where(eq(documents.id, id));

    const listed = await viewer.api.get(documentsPath());
    expect(listed.json.documents).toContainEqual(expect.objectContaining({ id, name: 'old.pdf' }));
    const download = await viewer.api.get(`${documentsPath()}/${id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(attachment('old.pdf'));
  });
});
