/** @jest-environment node */
import { plainText, sanitizeRichText } from '@/lib/server/html/sanitize';

describe('sanitizeRichText', () => {
  it('keeps the formatting staff use', () => {
    const html = '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers and dangerous schemes', () => {
    expect(sanitizeRichText('<p onclick="x()">a<script>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="javascript:alert(1)" onerror="y()">')).toBe('<img loading="lazy" decoding="async" />');
    expect(sanitizeRichText('<style>body{}</style><iframe src="https://evil.example/x"></iframe>')).toBe('<iframe></iframe>');
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
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toBe('<iframe src="https://www.youtube.com/embed/abc"></iframe>');
    expect(sanitizeRichText('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain('player.vimeo.com');
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
