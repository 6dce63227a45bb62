import 'server-only';
import { Zip, ZipPassThrough } from 'fflate';

/** A file of a ZIP: its path inside, and its bytes, read only when the ZIP reaches it. */
export interface ZipEntry {
  name: string;
  bytes: () => Promise<Uint8Array>;
}

/**
 * A ZIP written as it is read, one entry at a time, stored as they are (a visitor's files are
 * mostly PDFs and pictures, already compressed): however many files, one is in memory at once.
 */
export function zipStream(entries: readonly ZipEntry[]): ReadableStream<Uint8Array> {
  let next = 0;
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      const entry = entries[next];
      next += 1;
      if (!entry) return zip.end();
      const file = new ZipPassThrough(entry.name);
      zip.add(file);
      file.push(await entry.bytes(), true);
    },
  });
}
