import { describe, expect, it } from 'vitest';
import { missingFromTemplate, pageHtml } from '../../src/services/pages/page-html';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="JobHunter — find jobs." />
    <title>JobHunter</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

describe('pageHtml', () => {
  it('puts the rendered page in #root with its state beside it, and its title, description, canonical and Open Graph tags in the head', () => {
    const html = pageHtml(TEMPLATE, {
      head: {
        title: 'Data Engineer at Acme | JobHunter',
        description: 'Build pipelines.',
        canonical: 'https://jobs.example/Job/ABC123',
      },
      body: '<main><h1>Data Engineer</h1></main>',
      pageState: '{"queries":[]}',
    });
    expect(html).toContain('<title>Data Engineer at Acme | JobHunter</title>');
    expect(html).not.toContain('<title>JobHunter</title>');
    expect(html).toContain('<meta name="description" content="Build pipelines." />');
    expect(html).toContain('<link rel="canonical" href="https://jobs.example/Job/ABC123" />');
    expect(html).toContain(
      '<meta property="og:title" content="Data Engineer at Acme | JobHunter" />',
    );
    expect(html).toContain('<meta property="og:url" content="https://jobs.example/Job/ABC123" />');
    expect(html).toContain(
      '<div id="root"><main><h1>Data Engineer</h1></main></div><script type="application/json" id="page-state">{"queries":[]}</script>',
    );
    // The head tags stay in the head, before the body.
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes what users wrote in the head, and takes `$` patterns in the page literally', () => {
    const html = pageHtml(TEMPLATE, {
      head: {
        title: `"><script>alert(1)</script> & Co's`,
        canonical: 'https://jobs.example/Job/ABC123',
      },
      body: "<p>Pay: $& and $' and $1</p>",
      pageState: '{}',
    });
    expect(html).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co&#39;s</title>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain("<p>Pay: $& and $' and $1</p>");
    // No description given: the template's stays.
    expect(html).toContain('<meta name="description" content="JobHunter — find jobs." />');
  });

  it('names what a template lacks for pages to be rendered into it', () => {
    expect(missingFromTemplate(TEMPLATE.replace('<div id="root"></div>', ''))).toBe(
      '<div id="root"></div>',
    );
    expect(missingFromTemplate(TEMPLATE)).toBeNull();
  });
});
