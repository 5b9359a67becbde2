import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config';

describe('mail configuration', () => {
  it('writes .eml files by default, from a localhost sender, with a per-client reset limit', () => {
    const env = loadEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe('JobHunter <no-reply@localhost>');
    expect(env.PASSWORD_RESET_RATE_LIMIT).toBe(5);
  });

  it('accepts smtp:// and smtps:// URLs only', () => {
    expect(loadEnv({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).SMTP_URL).toBe(
      'smtp://user:pass@mail.example.com:587',
    );
    expect(loadEnv({ SMTP_URL: 'smtps://mail.example.com' }).SMTP_URL).toBe(
      'smtps://mail.example.com',
    );
    expect(() => loadEnv({ SMTP_URL: 'https://mail.example.com' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});
