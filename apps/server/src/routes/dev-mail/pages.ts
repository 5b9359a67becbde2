import { escapeHtml } from '../../services/mail/html';
import type { StoredMail } from '../../services/mail/mail-folder';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 10px;border-bottom:1px solid #ddd}iframe{width:100%;height:70vh;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}</style>
</head><body>${body}</body></html>`;

/** The list: date, recipient and subject of each message, newest first, each linked to its page. */
export function mailListPage(mails: StoredMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.date)}</td><td>${escapeHtml(mail.to)}</td><td><a href="/api/dev/mail/${escapeHtml(mail.file)}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No email has been written yet.</p>';
  return page(
    'Sent mail (development)',
    `<h1>Mail the server would have sent</h1><p>Written to DATA_DIR/mail because SMTP_URL is not set.</p>${table}`,
  );
}

/** One message: its HTML part in a sandboxed frame (no scripts), then its plain-text part. */
export function mailPage(mail: StoredMail): string {
  return page(
    mail.subject,
    `<p><a href="/api/dev/mail">All mail</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<p>To: ${escapeHtml(mail.to)}<br>Date: ${escapeHtml(mail.date)}</p>
<h2>HTML part</h2><iframe sandbox title="HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe>
<h2>Text part</h2><pre>${escapeHtml(mail.text)}</pre>`,
  );
}
