import { describe, expect, it } from 'vitest';
import { BODY_SLOT, HEAD_SLOT, renderPage } from './render-page';

// Finding 12 of docs/security.md: text put into the page stays text.

const template = `<html><head><title>x</title>${HEAD_SLOT}</head><body>${BODY_SLOT}</body></html>`;

describe('renderPage', () => {
  it('treats replacement patterns in titles and descriptions as plain text', () => {
    const html = renderPage(template, {
      title: "Care $& plans $' and $` and $1",
      description: 'Costs $$ and "quotes" <b>',
    });
    expect(html).toContain('<title>Care $&amp; plans $&#39; and $` and $1</title>');
    expect(html).toContain(
      '<meta name="description" content="Costs $$ and &quot;quotes&quot; &lt;b&gt;" />',
    );
    expect(html.match(/<html>/g)).toHaveLength(1);
  });

  it('escapes markup in the title', () => {
    const html = renderPage(template, {
      title: '</title><script>alert(1)</script>',
      description: '',
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
  });
});
