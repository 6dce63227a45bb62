import { ValidationError } from 'yup';
import { generalInquirySchema } from '@/lib/validation/general-inquiry';
import { vendorInquirySchema } from '@/lib/validation/vendor-inquiry';
import { tenantApplicationSchema } from '@/lib/validation/tenant-application';
import { applicationSchema } from '@/lib/validation/application';
import { consentSchema } from '@/lib/validation/consent';
import { fileListErrors } from '@/lib/validation/file-rules';
import { fileExtension } from '@/lib/validation/limits';

const valid = { title: 'T', name: 'N', email: 'A@B.CO', phone: '+1 (301) 555-0123', password: 'abcd1234', content: 'c' };

async function errorsOf(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
}

describe('form schemas (shared by the forms and the API)', () => {
  it('accept a complete general inquiry and clean it', async () => {
    const value = await generalInquirySchema.validate({ ...valid, title: '  T  ' });
    expect(value).toMatchObject({ title: 'T', email: 'a@b.co', files: [] });
  });

  it('name each problem by a message key', async () => {
    expect(await errorsOf(generalInquirySchema, { email: 'a@b', phone: '12', password: 'abc', content: 'x'.repeat(501) })).toEqual({
      title: 'required',
      name: 'required',
      email: 'email',
      phone: 'phone',
      password: 'passwordLength',
      content: 'contentTooLong',
    });
  });

  it('need a product category 1-5 for vendors', async () => {
    expect(await errorsOf(vendorInquirySchema, { ...valid, category: 6 })).toEqual({ category: 'category' });
    expect(await errorsOf(vendorInquirySchema, { ...valid, category: '2' })).toEqual({});
  });

  it('need an address and files from tenants, but no password or content', async () => {
    expect(await errorsOf(tenantApplicationSchema, { name: 'N', email: 'a@b.co', phone: '301-555-0100' })).toEqual({ address: 'required', files: 'filesRequired' });
  });

  it('need a posting id for applications', async () => {
    expect(await errorsOf(applicationSchema, { ...valid })).toEqual({ employment_info: 'postingMissing' });
  });

  it.each([
    ['3', true],
    [3, true],
    [' 4 ', true],
    ['999999999', true],
    ['0x2', false],
    ['1e0', false],
    ['2.0', false],
    [2.5, false],
    ['0', false],
    ['-1', false],
    ['99999999999', false],
    [[1], false],
    [{ id: 1 }, false],
    ['', false],
  ])('take ids and codes as decimal integers only: %p is %s', async (raw, ok) => {
    expect(await errorsOf(applicationSchema, { ...valid, employment_info: raw })).toEqual(ok ? {} : { employment_info: 'postingMissing' });
    if (typeof raw === 'string' && ['3', ' 4 '].includes(raw)) expect(await errorsOf(vendorInquirySchema, { ...valid, category: raw })).toEqual({});
    if (!ok) expect(await errorsOf(vendorInquirySchema, { ...valid, category: raw })).toEqual({ category: 'category' });
  });

  it('need the consent box ticked', async () => {
    expect(await errorsOf(consentSchema, { consent: false })).toEqual({ consent: 'consent' });
  });
});

describe('file rules', () => {
  const file = (name: string, size = 10) => ({ name, size });
  it('apply the spec\'s order: count, then size, then extension', () => {
    expect(fileListErrors([file('a.pdf'), file('b.pdf'), file('c.pdf')])).toBeNull();
    expect(fileListErrors([file('a.exe'), file('b.pdf'), file('c.pdf'), file('d.pdf')])).toBe('filesTooMany');
    expect(fileListErrors([file('a.exe'), file('b.pdf', 10_485_761)])).toBe('fileTooLarge');
    expect(fileListErrors([file('a.pdf', 10_485_760), file('b.exe')])).toBe('fileBadExtension');
    expect(fileListErrors([file('photo.JPG'), file('x.nppt'), file('y.hwp')])).toBeNull();
  });

  it('read extensions case-insensitively, and none from dot-files', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('noext')).toBe('');
  });
});
