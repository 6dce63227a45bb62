/** @jest-environment node */
import { cleanStaffHtml, plainText, sanitizeRichText } from '@/lib/server/html/sanitize';

describe('sanitizeRichText', () => {
  it('keeps the formatting staff use', () => {
    const html = '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers and dangerous schemes', () => {
    expect(sanitizeRichText('<p onclick="x()">a<script>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="javascript:alert(1)" onerror="y()">')).toBe('');
    expect(sanitizeRichText('<style>body{}</style><iframe src="https://evil.example/x"></iframe>')).toBe('');
  });

  it('allows the spec\'s link and image schemes', () => {
    for (const href of ['https://a.example/', 'http://a.example/', 'mailto:a@b.co', 'tel:+13015550123', 'sms:+13015550123']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
    }
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=" alt="a">')).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('opens outside links in a new tab safely, and keeps our own links in place', () => {
    expect(sanitizeRichText('<a href="https://a.example/" target="_self">x</a>')).toBe('<a href="https://a.example/" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="/event" target="_blank" rel="opener">x</a>')).toBe('<a href="/event">x</a>');
  });

  it.each([
    ['<h3>Hours</h3><p>x</p><h3>Where</h3>', '<h2>Hours</h2><p>x</p><h2>Where</h2>'],
    ['<h1>Big</h1><h2>Small</h2>', '<h2>Big</h2><h3>Small</h3>'],
    ['<h2>Already</h2><h3>right</h3>', '<h2>Already</h2><h3>right</h3>'],
    ['<p>No headings</p>', '<p>No headings</p>'],
  ])('starts the body\'s headings at h2, under the title: %s', (html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it('keeps embeds from the two video sites only', () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).toBe('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>');
    expect(sanitizeRichText('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain('player.vimeo.com');
  });

  it.each([
    ['a picture that cannot load', '<p>Before</p><p><img src=x></p><p>After</p>', '<p>Before</p><p>After</p>'],
    ['a picture from another scheme', '<figure><img src="file:///c/a.png"></figure><p>x</p>', '<p>x</p>'],
    ['a player from an unknown host', '<p>Watch:</p><p><iframe src="https://evil.example/embed/x"></iframe></p>', '<p>Watch:</p>'],
    ['a player of the video site that is no embed', '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>', ''],
    ['a link holding only a dropped picture', '<p><a href="https://a.example/"><strong><img src="x"></strong></a></p>', ''],
    ['a list item holding only a dropped picture', '<ul><li>one</li><li><img src=x></li></ul>', '<ul><li>one</li></ul>'],
  ])('drops %s and the wrapper it leaves empty', (_what, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
    expect(cleanStaffHtml(html)).toBe(expected);
  });

  it('keeps a table the editor wrote as a table, and lets a keyboard reach it to scroll it sideways', () => {
    // What tiptap's table extension writes: its column widths and inline style are the editor's own.
    const written =
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody>' +
      '<tr><th colspan="1" rowspan="1"><p>요일</p></th><th colspan="1" rowspan="1" data-colwidth="120"><p>시간</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1"><p>12/24</p></td><td colspan="2" rowspan="1"><p>9-6</p></td></tr></tbody></table>';
    const stored = cleanStaffHtml(written);
    expect(stored).toBe(
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>요일</p></th><th colspan="1" rowspan="1"><p>시간</p></th></tr>' +
        '<tr><td colspan="1" rowspan="1"><p>12/24</p></td><td colspan="2" rowspan="1"><p>9-6</p></td></tr></tbody></table>',
    );
    expect(sanitizeRichText(stored)).toMatch(/^<table tabindex="0"><tbody><tr><th colspan="1" rowspan="1"><p>요일<\/p><\/th>/);
    // Only the site adds tabindex, to tables only.
    expect(cleanStaffHtml('<table tabindex="5"><tr><td>a</td></tr></table>')).toBe('<table><tr><td>a</td></tr></table>');
    expect(sanitizeRichText('<p tabindex="0">a</p>')).toBe('<p>a</p>');
  });

  it('keeps the wrapper when something else is in it, and empty paragraphs staff wrote', () => {
    expect(sanitizeRichText('<p>Look <img src=x> here</p>')).toBe('<p>Look  here</p>');
    expect(cleanStaffHtml('<p>a</p><p></p><p>b</p>')).toBe('<p>a</p><p></p><p>b</p>');
    expect(cleanStaffHtml('<p><img src="/api/files/12/shelf.png"><img src=x></p>')).toBe('<p><img src="/api/files/12/shelf.png" /></p>');
    // Another website's picture: the site's policy would not show it, so it is never saved (issue 49, item 3).
    expect(cleanStaffHtml('<p><img src="https://cdn.example/a.jpg"></p>')).toBe('');
  });
});

describe('plainText', () => {
  it('strips tags, decodes entities, folds whitespace and shortens', () => {
    expect(plainText('<p>Fish &amp; chips</p>\n<p>on   sale</p>')).toBe('Fish & chips on sale');
    expect(plainText('<p>abcdefghij</p>', 6)).toBe('abcde…');
  });

  it('keeps blocks apart, so sentences never run together', () => {
    expect(plainText('<p>Kimchi is on sale.</p><p>Good to know: while supplies last.</p>')).toBe('Kimchi is on sale. Good to know: while supplies last.');
    expect(plainText('<h2>Terms</h2><ul><li>One per visit</li><li>MD only</li></ul>Line<br>break')).toBe('Terms One per visit MD only Line break');
    expect(plainText('<p>in<strong>line</strong> stays whole</p>')).toBe('inline stays whole');
  });
});
