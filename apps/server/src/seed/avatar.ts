import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { initials } from '@jobhunter/shared';

const COLOURS = [
  '#2563eb',
  '#16a34a',
  '#d97706',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#4d7c0f',
];

/**
 * Renders an initials avatar to WebP in the upload folder and returns its URL. The URL is relative
 * (`/uploads/...`) so seeded photos work on whatever host serves the app.
 */
export async function renderAvatar(
  uploadDir: string,
  firstName: string,
  lastName: string,
  index: number,
): Promise<string> {
  const colour = COLOURS[index % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="${colour}"/>
    <circle cx="200" cy="56" r="90" fill="#ffffff" fill-opacity="0.12"/>
    <text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
      font-size="104" font-weight="700" fill="#ffffff">${initials(firstName, lastName)}</text>
  </svg>`;
  const name = `demo-${firstName}-${lastName}`.toLowerCase().replace(/[^a-z0-9-]/g, '') + '.webp';
  await mkdir(uploadDir, { recursive: true });
  await writeFile(
    path.join(uploadDir, name),
    await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer(),
  );
  return `/uploads/${name}`;
}
