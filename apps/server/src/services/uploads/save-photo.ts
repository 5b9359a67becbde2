import type { PhotoStorage } from './photo-storage';
import { processPhoto } from './process-photo';

/** Processes an upload and stores the result; nothing is stored unless processing succeeded. */
export async function savePhoto({ storage, bytes }: { storage: PhotoStorage; bytes: Buffer }) {
  const photo = await processPhoto(bytes);
  await storage.save(photo.name, photo.bytes);
  return { name: photo.name };
}
