import { leftOutPictures, onlyPictures, pictureFiles } from '@/lib/editor/pasted-pictures';

describe('pictureFiles', () => {
  it('takes the pictures among pasted or dropped files', () => {
    const shot = new File(['x'], 'image.png', { type: 'image/png' });
    const photo = new File(['x'], 'IMG_2041.JPG', { type: 'image/jpeg' });
    const sheet = new File(['x'], 'hours.pdf', { type: 'application/pdf' });
    expect(pictureFiles([shot, sheet, photo])).toEqual([shot, photo]);
    expect(pictureFiles(null)).toEqual([]);
  });
});

describe('leftOutPictures', () => {
  it.each([
    ['a web page\'s picture', '<p>Sale</p><img src="https://other.example/sale.jpg" alt="Sale">', 1],
    ['Word\'s pictures, files on the computer', '<p class=MsoNormal><img width=320 height=200 src="file:///C:/Users/kim/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" v:shapes="_x0000_i1025"></p><img src=\'file:///C:/b.png\'>', 2],
    ['a picture written in as data', '<img src="data:image/png;base64,iVBORw0KGgo=">', 1],
    ['a picture without an address', '<img alt="">', 1],
    ['the site\'s own stored pictures', '<p><img src="/api/files/12/shelf.png"><IMG SRC=/api/files/3/a.jpg></p>', 0],
    ['no pictures', '<table><tr><td>12/24</td></tr></table>', 0],
  ])('%s', (_, html, count) => {
    expect(leftOutPictures(html)).toBe(count);
  });
});

describe('onlyPictures', () => {
  it.each([
    ['nothing at all (a screenshot)', '', true],
    ['a browser\'s "Copy image"', '<meta charset="utf-8"><img src="https://other.example/a.png" alt="A">', true],
    ['Word\'s text, with its picture of the selection beside it', '<html><body><p class=MsoNormal>영업시간<o:p></o:p></p></body></html>', false],
    ['a table', '<table><tr><td>12/24</td></tr></table>', false],
  ])('%s: %p', (_, html, only) => {
    expect(onlyPictures(html)).toBe(only);
  });
});
