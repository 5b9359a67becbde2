/** What the server-rendered page says about itself (the web app's DocumentMeta). */
export interface PageHead {
  title?: string;
  description?: string;
  /** Absolute URL of the page as search engines should know it. */
  canonical: string;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const ROOT_ELEMENT = '<div id="root"></div>';

/** What the built index.html lacks for pages to be rendered into it; null when it has it all. */
export function missingFromTemplate(template: string): string | null {
  return [ROOT_ELEMENT, '<title>', '</head>'].find((part) => !template.includes(part)) ?? null;
}

/**
 * The built index.html with a rendered page in #root, its query cache beside it (a JSON data
 * block, which the Content-Security-Policy lets through because it never runs), and its head:
 * title, description, canonical URL and Open Graph tags.
 */
export function pageHtml(
  template: string,
  { head, body, pageState }: { head: PageHead; body: string; pageState: string },
) {
  const title = head.title ? escapeHtml(head.title) : null;
  const description = head.description ? escapeHtml(head.description) : null;
  const canonical = escapeHtml(head.canonical);
  const tags = [
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    '<meta property="og:site_name" content="JobHunter" />',
    '<meta property="og:type" content="website" />',
    title ? `<meta property="og:title" content="${title}" />` : '',
    description ? `<meta property="og:description" content="${description}" />` : '',
  ].filter(Boolean);
  // Replacer functions throughout: a replacement string would read `$&` or `$'` in a job's text as patterns.
  let html = template;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  if (description)
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    );
  return html
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${body}</div><script type="application/json" id="page-state">${pageState}</script>`,
    );
}
