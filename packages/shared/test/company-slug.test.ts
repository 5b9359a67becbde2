import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { companyPageSlug, companySlug } from '../src';
import { sha256Hex } from '../src/sha256';

const nodeSha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the server computed with node:crypto before the slug moved here: the slugs must not change. */
const nodePageSlug = (name: string) =>
  companySlug(name) || `company-${nodeSha256(name.trim().toLowerCase()).slice(0, 12)}`;

describe('sha256Hex', () => {
  it('matches node:crypto on the standard vectors and across the padding boundaries', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // 55 and 56 bytes: the length still fits in the first block, and no longer does; 64, 119, 120: more blocks.
    for (const length of [1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const text = 'abcdefghij'.repeat(100).slice(0, length);
      expect(sha256Hex(text), `${length} bytes`).toBe(nodeSha256(text));
    }
  });

  it('hashes the UTF-8 bytes of any text', () => {
    for (const text of [
      '株式会社',
      'ООО Ромашка',
      '🚀🌍',
      'Ça va ü',
      'x'.repeat(20) + '🚀'.repeat(20),
    ]) {
      expect(sha256Hex(text), text).toBe(nodeSha256(text));
    }
  });
});

describe('companyPageSlug', () => {
  const names = [
    'Acme Corp',
    '  ACME corp. ',
    'Café Société',
    '株式会社',
    ' 株式会社 ',
    '株式会社 ソニー',
    'ООО Ромашка',
    'ооо ромашка',
    'Яндекс',
    '🚀',
    '🚀 ✨',
    '---',
    '!!!',
    ' ',
    '',
    '東京 123',
  ];

  it('keeps the slugs the server made with node:crypto', () => {
    for (const name of names)
      expect(companyPageSlug(name), JSON.stringify(name)).toBe(nodePageSlug(name));
  });

  it('is companySlug for names with a Latin letter or digit, a hash of the name otherwise', () => {
    expect(companyPageSlug('Acme Corp')).toBe('acme-corp');
    expect(companyPageSlug('東京 123')).toBe('123');
    expect(companyPageSlug('株式会社')).toMatch(/^company-[0-9a-f]{12}$/);
    // Trimmed and lower-cased first, so the same company written differently shares one page.
    expect(companyPageSlug(' 株式会社 ')).toBe(companyPageSlug('株式会社'));
    expect(companyPageSlug('ООО Ромашка')).toBe(companyPageSlug('ооо ромашка'));
    expect(companyPageSlug('有限会社')).not.toBe(companyPageSlug('株式会社'));
  });
});
