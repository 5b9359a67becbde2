import { saveBlob } from '@/lib/save-blob';

/** Offers `data` as a download named `fileName`, without leaving the page. */
export function saveJsonFile(fileName: string, data: unknown) {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
