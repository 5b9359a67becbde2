import { inflateRawSync } from 'node:zlib';

/**
 * The most a DOCX may unpack to, all entries together. Real CVs unpack to a few MB; a "zip bomb"
 * (a few KB that inflate to gigabytes) stops here, and inflating stops as soon as it passes this.
 */
export const DOCX_UNPACKED_BUDGET = 50 * 1024 * 1024;

export type DocxCheck = 'docx' | 'not-docx' | 'too-large';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const REQUIRED_ENTRIES = ['[Content_Types].xml', 'word/document.xml'];

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The end-of-central-directory record: in the last 22 bytes, or before a comment of ≤ 64 KB. */
function findEndRecord(bytes: Buffer) {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}

/** The central directory's entries, or null when it is not a well-formed (non-ZIP64) archive. */
function readEntries(bytes: Buffer): Entry[] | null {
  if (bytes.length < 22) return null;
  const end = findEndRecord(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  let at = bytes.readUInt32LE(end + 16);
  if (at + size > end) return null;
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (at + 46 + skip > end) return null;
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + skip;
  }
  return entries;
}

/** Where an entry's data starts and ends, from its local header; null when they don't fit. */
function dataOf(bytes: Buffer, entry: Entry) {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const stop = start + entry.compressedSize;
  return stop <= bytes.length ? bytes.subarray(start, stop) : null;
}

/**
 * Whether the bytes are a Word document: a ZIP whose central directory names the two parts every
 * DOCX has, and whose every entry unpacks (so the text extraction will not meet a broken archive).
 * The entries are inflated within what is left of DOCX_UNPACKED_BUDGET, whatever sizes the
 * directory claims, so a bomb costs at most that much work.
 */
export function checkDocx(bytes: Buffer): DocxCheck {
  const entries = readEntries(bytes);
  if (!entries) return 'not-docx';
  const names = new Set(entries.map((entry) => entry.name));
  if (!REQUIRED_ENTRIES.every((name) => names.has(name))) return 'not-docx';
  const claimed = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (claimed > DOCX_UNPACKED_BUDGET) return 'too-large';
  let left = DOCX_UNPACKED_BUDGET;
  for (const entry of entries) {
    const data = dataOf(bytes, entry);
    if (!data) return 'not-docx';
    if (entry.method === STORED) {
      left -= data.length;
    } else if (entry.method === DEFLATED) {
      try {
        left -= inflateRawSync(data, { maxOutputLength: Math.max(1, left) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'too-large';
        return 'not-docx';
      }
    } else {
      return 'not-docx';
    }
    if (left < 0) return 'too-large';
  }
  return 'docx';
}
