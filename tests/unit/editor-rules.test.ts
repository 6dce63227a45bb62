/**
 * @jest-environment jsdom
 */
import { Editor } from '@tiptap/core';
import { editorExtensions } from '@/lib/editor/extensions';
import { EDITOR_PALETTE, editorImageProblem, isEmbedUrl, linkHref, videoEmbedUrl } from '@/lib/editor/editor-rules';
import { cleanStaffHtml, sanitizeRichText } from '@/lib/server/html/sanitize';

describe('linkHref: http, https, mailto, tel and sms only; e-mail-looking text gets mailto', () => {
  it.each([
    ['https://www.lotteplaza.com/sale', '', 'https://www.lotteplaza.com/sale'],
    ['http://example.com', '', 'http://example.com'],
    ['mailto:hr@lotteplaza.com', '', 'mailto:hr@lotteplaza.com'],
    ['tel:+13015551234', '', 'tel:+13015551234'],
    ['sms:+13015551234', '', 'sms:+13015551234'],
    ['HTTPS://EXAMPLE.COM', '', 'HTTPS://EXAMPLE.COM'],
    ['hr@lotteplaza.com', '', 'mailto:hr@lotteplaza.com'],
    ['', 'jobs@lotteplaza.com', 'mailto:jobs@lotteplaza.com'],
    ['www.lotteplaza.com', '', 'https://www.lotteplaza.com'],
    ['javascript:alert(1)', '', ''],
    ['JaVaScRiPt:alert(1)', '', ''],
    ['data:text/html,<b>x</b>', '', ''],
    ['vbscript:msgbox', '', ''],
    ['file:///etc/passwd', '', ''],
    ['ftp://example.com', '', ''],
    ['https:', '', ''],
    ['', 'just words', ''],
    ['not a link', '', ''],
  ])('%s (text %s) → %s', (value, text, expected) => {
    expect(linkHref(value, text)).toBe(expected);
  });
});

describe('videoEmbedUrl: YouTube and Vimeo links become their players; nothing else', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=30s', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/watch?v="><script>', null],
    ['https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s → %s', (value, expected) => {
    expect(videoEmbedUrl(value)).toBe(expected);
    if (expected) expect(isEmbedUrl(expected)).toBe(true);
  });
});

describe('editorImageProblem: jpg, png or webp, at most 5 MB', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ name: 'photo.jpg', size: MB, type: 'image/jpeg' }, null],
    [{ name: 'photo.JPEG', size: MB, type: 'image/jpeg' }, null],
    [{ name: 'chart.png', size: 5 * MB, type: 'image/png' }, null],
    [{ name: 'chart.png', size: 5 * MB + 1, type: 'image/png' }, 'imageSize'],
    [{ name: 'saved-from-a-site.webp', size: MB, type: 'image/webp' }, null],
    [{ name: 'anim.gif', size: 10, type: 'image/gif' }, 'imageType'],
    [{ name: 'vector.svg', size: 10, type: 'image/svg+xml' }, 'imageType'],
    [{ name: 'fake.png', size: 10, type: 'text/html' }, 'imageType'],
    [{ name: 'huge.gif', size: 50 * MB, type: 'image/gif' }, 'imageType'],
  ])('%o → %s', (file, expected) => {
    expect(editorImageProblem(file)).toBe(expected);
  });

  it('has the 35-colour palette', () => {
    expect(EDITOR_PALETTE).toHaveLength(35);
    expect(new Set(EDITOR_PALETTE).size).toBe(35);
  });
});

/** HTML as a browser reads it (`<img />` and `<img>` are the same element). */
function parsed(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.innerHTML;
}

describe('the editor and the sanitizer agree', () => {
  const editors: Editor[] = [];
  const editor = (content: string) => {
    const made = new Editor({ extensions: editorExtensions(), content });
    editors.push(made);
    return made;
  };
  afterAll(() => editors.forEach((made) => made.destroy()));

  it('writes every format it offers in HTML the sanitizer keeps unchanged', () => {
    const made = editor('<p>start</p>');
    made
      .chain()
      .setContent(
        [
          '<h1>Heading one</h1><h2 class="ql-align-center">Two</h2><h3 class="ql-indent-2">Three</h3>',
          '<p class="ql-indent-8 ql-align-justify"><strong>bold</strong> <em>italic</em> <u>under</u></p>',
          '<p><span class="ql-size-small">small</span> <span class="ql-size-huge ql-font-serif" style="color: rgb(230, 0, 0)">huge red serif</span> <span class="ql-font-monospace">mono</span></p>',
          '<ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol>',
          '<p><a href="https://www.lotteplaza.com">site</a> <a href="mailto:hr@lotteplaza.com">mail</a> <a href="tel:+13015551234">call</a> <a href="sms:+13015551234">text</a></p>',
          '<img src="/api/files/12/photo.png" alt="Store front">',
          '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
          '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
        ].join(''),
      )
      .run();
    const html = made.getHTML();
    expect(html).toContain('class="ql-size-huge ql-font-serif ql-color-e60000"');
    expect(html).toContain('class="ql-indent-8 ql-align-justify"');
    expect(html).toContain('<iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('<a href="mailto:hr@lotteplaza.com">');
    expect(parsed(cleanStaffHtml(html))).toBe(parsed(html));
  });

  it('never holds what the sanitizer would drop', () => {
    const html = editor(
      [
        '<p><a href="javascript:alert(1)">bad link</a> <span class="ql-color-123456" style="color:#123456;font-size:40px" onclick="x()">off-palette</span></p>',
        '<img src="data:image/png;base64,iVBORw0KGgo=">',
        '<iframe src="https://evil.example/embed/x"></iframe>',
        '<script>alert(1)</script><p class="ql-indent-9 danger">nine</p>',
      ].join(''),
    ).getHTML();
    expect(html).not.toMatch(/javascript|onclick|data:|evil|script|123456|font-size|danger|ql-indent-9|<span/);
    expect(parsed(cleanStaffHtml(html))).toBe(parsed(html));
  });

  it('leaves out a pasted picture or player the site would drop, as the sanitizer does', () => {
    const made = editor(
      [
        '<p>Before</p><p><img src="x"></p>',
        '<img src="//evil.example/a.png"><img src="file:///C:/photo.jpg">',
        '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>',
        '<img src="/api/files/3/shelf.png" alt="Shelf"><img src="https://cdn.example/a.jpg">',
      ].join(''),
    );
    const html = made.getHTML();
    // Another website's picture too: the site's policy would not show it (issue 49, item 3).
    expect(html).not.toMatch(/src="x"|evil|file:|watch\?v|cdn\.example/);
    expect(html).toContain('<img src="/api/files/3/shelf.png" alt="Shelf">');
    expect(parsed(cleanStaffHtml(html))).toBe(parsed(html));
    expect(made.commands.setImage({ src: 'x' })).toBe(false);
    expect(made.commands.setImage({ src: '/api/files/4/new.png' })).toBe(true);
  });

  it('indents one step at a time, from 0 to 8 and back', () => {
    const made = editor('<p>text</p>');
    for (let step = 0; step < 10; step += 1) made.commands.indent();
    expect(made.getHTML()).toBe('<p class="ql-indent-8">text</p>');
    made.commands.outdent();
    expect(made.getHTML()).toBe('<p class="ql-indent-7">text</p>');
  });

  it('keeps a colour when the size changes, and drops the span when all is back to default', () => {
    const made = editor('<p>word</p>');
    made.chain().selectAll().setTextStyle({ color: '#0066cc' }).setTextStyle({ size: 'large' }).run();
    expect(made.getHTML()).toBe('<p><span class="ql-size-large ql-color-0066cc">word</span></p>');
    made.chain().selectAll().setTextStyle({ color: null, size: 'normal' }).run();
    expect(made.getHTML()).toBe('<p>word</p>');
  });

  it('refuses a colour off the palette and a video from elsewhere', () => {
    const made = editor('<p>word</p>');
    made.chain().selectAll().setTextStyle({ color: '#123456' }).run();
    expect(made.getHTML()).toBe('<p>word</p>');
    expect(made.commands.setVideo('https://evil.example/embed/x')).toBe(false);
  });

  it('shows the post with safe outside links and lazy images', () => {
    const shown = sanitizeRichText('<p><a href="https://example.com">x</a></p><img src="/api/files/1/a.png">');
    expect(shown).toContain('target="_blank" rel="noopener noreferrer"');
    expect(shown).toContain('loading="lazy"');
  });
});
