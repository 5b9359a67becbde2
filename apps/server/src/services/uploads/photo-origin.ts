import type { AppConfig } from '../../config';
import { linkOrigin } from '../mail/link-origin';

type OriginConfig = Pick<AppConfig, 'PUBLIC_URL' | 'PORT' | 'CORS_ORIGINS'>;

/**
 * Photos are public. A server set up for pages on other origins (PUBLIC_URL or CORS_ORIGINS set)
 * lets those pages show them: their URLs are absolute and /uploads may be embedded cross-origin.
 */
export function photosCrossOrigin(config: OriginConfig): boolean {
  return Boolean(config.PUBLIC_URL) || config.CORS_ORIGINS.length > 0;
}

/**
 * What a photo's URL starts with: PUBLIC_URL, else this server's own origin (as links in emails
 * have it) when photos are shown cross-origin, else '' for a root-relative URL. Never built from
 * the request's Host header, which the client controls.
 */
export function photoUrlOrigin(config: OriginConfig): string {
  return photosCrossOrigin(config) ? linkOrigin(config) : '';
}
