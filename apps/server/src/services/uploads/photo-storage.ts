import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where processed photos go; an S3-compatible store can implement the same method. */
export interface PhotoStorage {
  save(name: string, bytes: Buffer): Promise<void>;
}

/**
 * Files in one folder (served at /uploads). Each file is written under a temporary name and
 * renamed into place, so a reader never sees half a photo, even after a crash.
 */
export function createLocalPhotoStorage(dir: string): PhotoStorage {
  return {
    async save(name, bytes) {
      if (path.basename(name) !== name || name.startsWith('.'))
        throw new Error(`Unsafe photo name: ${name}`);
      await mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${name}.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, path.join(dir, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}
