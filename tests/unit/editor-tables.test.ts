import { Editor } from '@tiptap/core';
import { editorExtensions } from '@/lib/editor/extensions';

/*
 * Tables in the back office's editor (issue 49, item 4): staff insert one and shape it, and a table
 * pasted from a web page or Word stays a table, where it used to be glued into one line
 * ("요일시간12/249-6"). What the site keeps of it is tests/unit/server/sanitize.test.ts.
 */

let editor: Editor;
afterEach(() => editor.destroy());
// jsdom has no ClipboardEvent, which ProseMirror's pasteHTML makes to paste as a browser would.
beforeAll(() => {
  if (!('ClipboardEvent' in window)) Object.assign(window, { ClipboardEvent: class ClipboardEvent extends Event { clipboardData = null; } });
});

/** The table's cells as text, row by row, and which are headers. */
function cells(html: string) {
  const table = new DOMParser().parseFromString(html, 'text/html').querySelector('table');
  if (!table) return null;
  return [...table.querySelectorAll('tr')].map((row) => [...row.children].map((cell) => `${cell.tagName === 'TH' ? '#' : ''}${cell.textContent?.trim()}`));
}

describe('the editor\'s tables', () => {
  it('inserts a three-by-three table with a header row, and adds and removes rows, columns and the header row', () => {
    editor = new Editor({ extensions: editorExtensions(), content: '<p>Holiday hours</p>' });
    editor.chain().setTextSelection(editor.state.doc.content.size).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
    expect(cells(editor.getHTML())).toEqual([
      ['#', '#', '#'],
      ['', '', ''],
      ['', '', ''],
    ]);
    // One command at a time: a table command reads the state, not a chain's transaction.
    editor.commands.insertContent('Day');
    editor.commands.addRowAfter();
    editor.commands.addColumnAfter();
    expect(cells(editor.getHTML())).toEqual([
      ['#Day', '#', '#', '#'],
      ['', '', '', ''],
      ['', '', '', ''],
      ['', '', '', ''],
    ]);
    editor.commands.toggleHeaderRow();
    expect(cells(editor.getHTML())!.flat().some((cell) => cell.startsWith('#'))).toBe(false);
    editor.commands.toggleHeaderRow();
    expect(cells(editor.getHTML())![0]).toEqual(['#Day', '#', '#', '#']);
    // The cursor's column and row go: four by four becomes three by three.
    editor.commands.deleteColumn();
    editor.commands.deleteRow();
    expect(cells(editor.getHTML())!.map((row) => row.length)).toEqual([3, 3, 3]);
    editor.commands.deleteTable();
    expect(cells(editor.getHTML())).toBeNull();
    expect(editor.getHTML()).toContain('<p>Holiday hours</p>');
  });

  it.each([
    ['a web page\'s table', '<table><thead><tr><th>요일</th><th>시간</th></tr></thead><tbody><tr><td>12/24</td><td>9-6</td></tr><tr><td>12/25</td><td>휴무</td></tr></tbody></table>'],
    [
      'a Word table',
      '<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style="border-collapse:collapse;mso-yfti-tbllook:1184"><tr style="mso-yfti-irow:0"><td width=200 valign=top style="width:150.25pt;border:solid windowtext 1.0pt"><p class=MsoNormal><b>요일<o:p></o:p></b></p></td><td width=200 valign=top><p class=MsoNormal><b>시간<o:p></o:p></b></p></td></tr><tr><td width=200 valign=top><p class=MsoNormal>12/24<o:p></o:p></p></td><td width=200 valign=top><p class=MsoNormal>9-6<o:p></o:p></p></td></tr><tr><td><p class=MsoNormal>12/25</p></td><td><p class=MsoNormal>휴무</p></td></tr></table>',
    ],
  ])('keeps %s pasted as a table, cell by cell', (_, pasted) => {
    editor = new Editor({ extensions: editorExtensions(), content: '<p>Hours:</p>' });
    editor.commands.setTextSelection(editor.state.doc.content.size);
    editor.view.pasteHTML(pasted);
    const table = cells(editor.getHTML())!;
    expect(table.map((row) => row.map((cell) => cell.replace(/^#/, '')))).toEqual([
      ['요일', '시간'],
      ['12/24', '9-6'],
      ['12/25', '휴무'],
    ]);
    expect(editor.getHTML()).not.toContain('요일시간');
  });
});
