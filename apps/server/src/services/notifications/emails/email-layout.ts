import mjml2html from 'mjml';
import { escapeHtml } from '../../mail/html';
import type { EmailContent } from './email-content';

export interface EmailFooter {
  /** The web page that turns this kind of email off (`/unsubscribe?token=…`). */
  unsubscribeUrl: string;
  /** What the link stops, e.g. "new-application emails". */
  kind: string;
  /** The account's email settings page. */
  settingsUrl: string;
}

const brand = '#1d4ed8';

/**
 * The HTML part: the shared header and footer (why the email came, one-click unsubscribe, the
 * settings link) around the email's own MJML. Strict validation: a template mistake fails the
 * send (and is retried, logged) instead of mailing broken markup.
 */
export async function renderEmailHtml(content: EmailContent, footer: EmailFooter): Promise<string> {
  const document = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#1f2937" />
      <mj-button background-color="${brand}" color="#ffffff" font-size="15px" border-radius="6px" align="left" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section padding="24px 0 8px">
      <mj-column><mj-text font-size="20px" font-weight="bold" color="${brand}">JobHunter</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="16px 8px">
      <mj-column>${content.mjml}</mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>
        <mj-text font-size="12px" color="#6b7280">${escapeHtml(`You get this email because ${content.reason}.`)}</mj-text>
        <mj-text font-size="12px" color="#6b7280"><a href="${escapeHtml(footer.unsubscribeUrl)}">${escapeHtml(`Unsubscribe from ${footer.kind}`)}</a> · <a href="${escapeHtml(footer.settingsUrl)}">Email settings</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html } = await mjml2html(document, { validationLevel: 'strict', fonts: {} });
  return html;
}

/** The plain-text part: the email's own text, then the same footer in words. */
export function renderEmailText(content: EmailContent, footer: EmailFooter): string {
  return [
    content.text.trimEnd(),
    '',
    '--',
    `You get this email because ${content.reason}.`,
    `Unsubscribe from ${footer.kind}: ${footer.unsubscribeUrl}`,
    `Email settings: ${footer.settingsUrl}`,
    '',
  ].join('\n');
}
