import { buffer } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

// A ZIP read back by a real unzip (yauzl, which checks each entry's sizes and refuses unsafe
// paths), for the tests of what an archive holds (decision record 085).

/** Each entry of the archive by its path, with its bytes, in the archive's order. */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(bytes, { strictFileNames: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    entries.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  }
  return entries;
}
