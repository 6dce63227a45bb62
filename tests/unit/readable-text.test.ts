import { readableText } from '@/lib/html/readable-text';

describe('readableText', () => {
  it.each([
    ['paragraphs, one a line', '<p>First</p><p>Second</p>', 'First\nSecond'],
    ['a line break', '<p>Line one<br>line two</p>', 'Line one\nline two'],
    ['list items, nested too', '<p>Bring:</p><ul><li>Rice</li><li>Kimchi<ol><li>Mild</li></ol></li></ul>', 'Bring:\nRice\nKimchi\nMild'],
    ['headings and quotes', '<h2>Hours</h2><blockquote><p>Open 9–9</p></blockquote>', 'Hours\nOpen 9–9'],
    ['marks and links dropped, their words kept', '<p><strong>50%</strong> off <a href="https://example.com/?a=1&amp;b=2">kimchi</a></p>', '50% off kimchi'],
    ['source line breaks and runs of spaces folded', '<p>Fresh\n   apples</p>\n<p>\n  today </p>', 'Fresh apples\ntoday'],
    ['empty paragraphs leave no blank lines', '<p>a</p><p></p><p><br></p><p>b</p>', 'a\nb'],
    ['a table row on one line', '<table><tbody><tr><th>Day</th><td>Mon</td></tr><tr><td>Hours</td><td>9–9</td></tr></tbody></table>', 'Day Mon\nHours 9–9'],
    ['pictures leave nothing', '<p><img src="/api/files/3/a.png" alt="apples"></p>', ''],
    ['named entities', '<p>Tom &amp; Jerry &lt;3 &quot;fresh&quot; &apos;now&apos;&nbsp;today</p>', 'Tom & Jerry <3 "fresh" \'now\' today'],
    ['numeric entities', '<p>&#8220;김치&#8221; &#x2014; &#xAC00;</p>', '“김치” — 가'],
    ['decoded once: escaped markup stays text', '<p>&amp;lt;b&amp;gt; and &lt;b&gt;bold&lt;/b&gt;</p>', '&lt;b&gt; and <b>bold</b>'],
    ['unknown or impossible entities left as written', '<p>&hellip; &#0; &#x110000;</p>', '&hellip; &#0; &#x110000;'],
    ['a raw no-break space is a space', '<p>a\u00a0\u00a0b</p>', 'a b'],
    ['Korean', '<p>이번 주 <em>특가</em> 상품</p><p>사과입니다.</p>', '이번 주 특가 상품\n사과입니다.'],
    ['nothing', '', ''],
  ])('%s', (_name, html, text) => {
    expect(readableText(html)).toBe(text);
  });
});
