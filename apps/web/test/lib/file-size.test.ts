import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/lib/file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [812, '812 bytes'],
    [1024, '1 KB'],
    [245_760, '240 KB'],
    [1_258_291, '1.2 MB'],
    [5 * 1024 * 1024, '5 MB'],
  ])('%i bytes read as %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
