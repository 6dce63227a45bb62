import { formParams, startFromForm } from '@/lib/forms/typed-before-hydration';

function formOf(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('startFromForm', () => {
  const form = formOf(`
    <input name="name" value="">
    <textarea name="content"></textarea>
    <select name="state"><option value="">-</option><option value="MD">MD</option></select>
    <input type="checkbox" name="consent">
    <input type="file" name="files">
  `);
  (form.elements.namedItem('name') as HTMLInputElement).value = 'Kim Minji';
  (form.elements.namedItem('content') as HTMLTextAreaElement).value = 'Hello';
  (form.elements.namedItem('state') as HTMLSelectElement).value = 'MD';
  (form.elements.namedItem('consent') as HTMLInputElement).checked = true;

  it.each([
    ['text typed into an input', { name: '' }, { name: 'Kim Minji' }],
    ['a textarea', { content: '' }, { content: 'Hello' }],
    ['a chosen option', { state: '' }, { state: 'MD' }],
    ['a ticked checkbox, as a boolean', { consent: false }, { consent: true }],
    ['a value with no field of its name, kept', { phone: '010' }, { phone: '010' }],
    ['a value of another kind (files), kept', { files: [] as File[] }, { files: [] }],
    ['a boolean named after a text field, kept', { name: false }, { name: false }],
  ])('takes %s', (_, values, expected) => {
    expect(startFromForm(values as Record<string, unknown>, form)).toEqual(expected);
  });

  it('takes an empty field too: the form holds what the visitor left', () => {
    expect(startFromForm({ zip: '20001' }, formOf('<input name="zip" value="">'))).toEqual({ zip: '' });
  });
});

describe('formParams', () => {
  it('gives the fields as the browser would send them, a repeated name as a list', () => {
    const form = formOf(`
      <input type="checkbox" name="cities" value="1" checked>
      <input type="checkbox" name="cities" value="3" checked>
      <input type="checkbox" name="cities" value="5">
      <input type="checkbox" name="jobTypes" value="2" checked>
      <input type="hidden" name="ordering" value="due_date">
    `);
    expect(formParams(form)).toEqual({ cities: ['1', '3'], jobTypes: '2', ordering: 'due_date' });
  });
});
