import { escapeHtml } from '../../mail/html';

// The MJML building blocks of the emails. MJML copies text and attributes into the HTML as they
// are, so every value is escaped here, where it enters the markup.

export const mjParagraph = (text: string) => `<mj-text>${escapeHtml(text)}</mj-text>`;

export const mjButton = (label: string, href: string) =>
  `<mj-button href="${escapeHtml(href)}">${escapeHtml(label)}</mj-button>`;

/** A paragraph with one link inside it: `before`, the linked words, `after`. */
export const mjLinkParagraph = (before: string, label: string, href: string, after = '') =>
  `<mj-text>${escapeHtml(before)}<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>${escapeHtml(after)}</mj-text>`;
