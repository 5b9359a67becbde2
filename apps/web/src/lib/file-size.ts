const KB = 1024;
const MB = KB * 1024;

/** A file's size as people read it: "812 bytes", "48 KB", "1.2 MB" (binary units, like the 5 MB limit). */
export function formatFileSize(bytes: number) {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < KB) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  // One decimal, none when it is zero ("5 MB", not "5.0 MB").
  return `${String(Math.round((bytes / MB) * 10) / 10)} MB`;
}
