import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Actor } from '../../auth/require-user';
import type { BaseDeps } from '../../service-deps';
import { type CareDeps, type OwnDocument, openUploadedDocument } from '../care';
import { activityCsv, communityCsv, exportAccountData, tasksCsv } from './account-export.service';
import { archiveNames } from './archive-names';

// 'Download my data' as one ZIP, streamed (issue 54, decision record 085): the JSON and the
// spreadsheets, and every document the member uploaded as a file of its own. A whole export was
// once one JSON string with every document in base64: 100 MB of documents took 1 GB of memory.
// Here the documents are read one at a time, each only once the one before has gone out to the
// browser, so an export holds one document's bytes however many there are.

/** The pieces a document is handed to the archive in, so its bytes leave as the reader reads. */
const CHUNK_BYTES = 64 * 1024;

type ArchiveDeps = Pick<BaseDeps, 'database' | 'clock' | 'config' | 'authSecret' | 'logger'> &
  Pick<CareDeps, 'documentKeys'>;

/** A document as the archive's JSON lists it: where it is in the archive, not its bytes. */
export type ArchivedDocument = Omit<OwnDocument, 'id'> & { file: string };

/** A document's pieces in chunks; each piece is let go once its last chunk has been taken. */
function* chunks(pieces: Buffer[]) {
  for (let piece = pieces.shift(); piece; piece = pieces.shift()) {
    for (let start = 0; start < piece.length; start += CHUNK_BYTES) {
      yield piece.subarray(start, start + CHUNK_BYTES);
    }
  }
}

/**
 * Adds each document to the archive, one after another: the next is read from PostgreSQL once
 * the last has been written out. Answers the ones added (a document deleted meanwhile is left
 * out), or undefined when the download was abandoned.
 */
async function addDocuments(
  deps: ArchiveDeps,
  actor: Actor,
  zip: ZipFile,
  output: Readable,
  documents: OwnDocument[],
): Promise<ArchivedDocument[] | undefined> {
  let current: Readable | undefined;
  // A browser that stops reading leaves the document being written waiting: it is let go.
  const abandon = () => current?.destroy();
  output.once('close', abandon);
  const nameOf = archiveNames();
  const added: ArchivedDocument[] = [];
  try {
    for (const { id, ...document } of documents) {
      if (output.destroyed) return undefined;
      const pieces = await openUploadedDocument(deps, actor.user.id, id);
      if (!pieces) continue;
      const size = pieces.reduce((sum, piece) => sum + piece.length, 0);
      const file = `documents/${nameOf(document.name, document.mediaType)}`;
      current = Readable.from(chunks(pieces), { objectMode: false });
      // Stored, not deflated: PDFs and photos are compressed already.
      zip.addReadStream(current, file, {
        compress: false,
        mtime: new Date(document.uploadedAt),
        size,
      });
      await finished(current);
      added.push({ ...document, file });
    }
    return added;
  } catch (error) {
    if (output.destroyed) return undefined;
    throw error;
  } finally {
    output.off('close', abandon);
  }
}

/**
 * The archive 'Download my data' sends: tasks.csv, activity.csv and community.csv first, then
 * documents/ with each document the member uploaded, then data.json, which lists the documents
 * added with their paths in the archive. A failure once it has started ends the download (the
 * browser reports it failed); a missing document key is refused (503) before anything is sent.
 */
export async function exportAccountArchive(deps: ArchiveDeps, actor: Actor): Promise<Readable> {
  const data = await exportAccountData(deps, actor, { withCare: true });
  const zip = new ZipFile();
  // yazl's output is a PassThrough; its typing names only a NodeJS.ReadableStream.
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  const mtime = deps.clock.now();
  const text = (content: string, file: string) =>
    zip.addBuffer(Buffer.from(content), file, { mtime });
  text(tasksCsv(data), 'tasks.csv');
  text(activityCsv(data), 'activity.csv');
  text(communityCsv(data), 'community.csv');
  const { documents, ...rest } = data;
  void addDocuments(deps, actor, zip, output, documents).then(
    (added) => {
      if (!added) return;
      text(JSON.stringify({ ...rest, documents: added }, null, 2), 'data.json');
      zip.end();
    },
    (error: unknown) => {
      deps.logger.error({ err: error, userId: actor.user.id }, 'account export failed');
      output.destroy(error instanceof Error ? error : new Error('account export failed'));
    },
  );
  return output;
}
