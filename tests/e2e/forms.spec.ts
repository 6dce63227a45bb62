import type { Page } from '@playwright/test';
import { acceptCookies, expect, ownAddress, test } from './fixtures';

/*
 * What needs a browser and the real server: each form sent with its files and found again in My
 * Q&A (history entries included), a tap on a phone, the tenant form's alert and reset. The kit's
 * rules (file limits, missing fields, a server refusal at its field, the tenant's alert in each
 * language) are tested in tests/unit/form-kit.test.tsx and tests/unit/inquiry-form-answers.test.tsx,
 * the lookup's empty answer in tests/unit/own-records-answers.test.tsx, the API in
 * tests/api/submissions.test.ts.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await ownAddress(page);
});

const pdf = (name = 'proposal.pdf') => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n') });
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function fillInquiry(page: Page, names: Record<string, string>, values: { title: string; email: string; password: string; content: string }) {
  await page.getByLabel(new RegExp(`^${names.title}`)).fill(values.title);
  await page.getByLabel(new RegExp(`^${names.name}`)).fill('Kim Minji');
  await page.getByLabel(new RegExp(`^${names.email}`)).fill(values.email);
  await page.getByLabel(new RegExp(`^${names.phone}`)).fill('301-555-0123');
  await page.getByLabel(new RegExp(`^${names.password}`)).fill(values.password);
  await page.getByLabel(new RegExp(`^${names.content}`)).fill(values.content);
}

const KO = { title: '제목', name: '이름', email: '이메일', phone: '전화번호', password: '비밀번호', content: '내용' };
const EN = { title: 'Title', name: 'Name', email: 'E-mail', phone: 'Phone', password: 'Password', content: 'Message' };

test.describe('inquiry forms and My Q&A', () => {
  test('a general inquiry in Korean with a file, then found and opened in My Q&A', async ({ page }) => {
    const email = unique('contact');
    await page.goto('/contact');
    await fillInquiry(page, KO, { title: '주차 문의', email, password: 'kimchi-2026', content: '자전거 주차장이 있나요?' });
    await expect(page.getByText('13 / 500')).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles([pdf('지도.pdf')]);
    await expect(page.getByText('지도.pdf')).toBeVisible();
    const submit = page.getByRole('button', { name: '제출' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }).check();
    await expect(submit).toHaveAttribute('aria-disabled', 'false');
    await submit.click();
    await expect(page.getByRole('heading', { name: '문의가 접수되었습니다' })).toBeVisible();
    await expect(page.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    await page.getByRole('main').getByRole('link', { name: '나의 문의 내역', exact: true }).click();

    await expect(page).toHaveURL(/\/myQna$/);
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호').fill('kimchi-2026');
    await page.getByRole('button', { name: '확인' }).click();
    const row = page.getByRole('button', { name: /주차 문의/ });
    await expect(row).toContainText('답변 대기');
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: '주차 문의' })).toBeVisible();
    await expect(page.getByText('자전거 주차장이 있나요?')).toBeVisible();
    // Opening an inquiry is a history entry (with nothing of it in the address): Back returns to
    // the list, Forward opens it again.
    await page.goBack();
    await expect(page).toHaveURL(/\/myQna$/);
    await expect(row).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: '주차 문의' })).toBeVisible();
    await expect(page).toHaveURL(/\/myQna$/);
    const download = page.getByRole('link', { name: '지도.pdf 내려받기' });
    const response = await page.request.get((await download.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toMatch(/^attachment/);
    await page.getByRole('button', { name: '목록' }).click();
    await expect(page.getByRole('button', { name: /주차 문의/ })).toBeVisible();
  });

  test('a vendor inquiry in English keeps the category from ?cate= and shows it in My Q&A', async ({ page }) => {
    const email = unique('vendor');
    await page.goto('/en/productInquiry?cate=3');
    await expect(page.getByLabel(/^Product category/)).toHaveValue('3');
    await fillInquiry(page, EN, { title: 'Fresh salmon from Maine', email, password: 'salmon-2026', content: 'We supply fresh Atlantic salmon weekly.' });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Your proposal has been submitted' })).toBeVisible();

    await page.goto('/en/myQna');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('salmon-2026');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: /Fresh salmon from Maine/ }).click();
    await expect(page.getByText('Product category')).toBeVisible();
    await expect(page.getByText('Seafood')).toBeVisible();
  });

  test('the other languages: contact in English, then a vendor proposal in Korean, both in My Q&A', async ({ page }) => {
    const email = unique('both');
    await page.goto('/en/contact');
    await fillInquiry(page, EN, { title: 'Store hours', email, password: 'hours-2026', content: 'Are you open on New Year’s Day?' });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Your inquiry has been submitted' })).toBeVisible();

    // The session's language is English now; the /ko address switches it back.
    await page.goto('/ko/productInquiry');
    await expect(page).toHaveURL(/\/productInquiry$/);
    await page.getByLabel(/^상품 카테고리/).selectOption({ label: '생활용품' });
    await fillInquiry(page, KO, { title: '주방용품 입점 제안', email, password: 'hours-2026', content: '스테인리스 냄비 세트를 제안합니다.' });
    await page.locator('input[type="file"]').setInputFiles([pdf('catalog.pdf')]);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '제출' }).click();
    await expect(page.getByRole('heading', { name: '입점 제안이 접수되었습니다' })).toBeVisible();

    await page.goto('/myQna');
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호').fill('hours-2026');
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('button', { name: /주방용품 입점 제안|Store hours/ })).toHaveCount(2);
  });

  test('after an incomplete submit, one tap on the consent box and one on Submit do it', { tag: '@phone' }, async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone';
    const press = (target: ReturnType<Page['getByRole']>) => (touch ? target.tap() : target.click());
    await page.goto('/en/contact');
    const submit = page.getByRole('button', { name: 'Submit' });
    // The button is `disabled` until the form is hydrated (it stays aria-disabled while incomplete).
    await expect(submit).not.toHaveAttribute('disabled');
    await submit.click({ force: true });
    await expect(page.locator('form [role="alert"]')).toBeVisible();

    await fillInquiry(page, EN, { title: 'Parking', email: unique('tap'), password: 'tap-2026', content: 'Is there bicycle parking?' });
    const consent = page.getByRole('checkbox');
    const top = () => consent.evaluate((box) => box.getBoundingClientRect().top + window.scrollY);
    await consent.scrollIntoViewIfNeeded();
    const before = await top();
    // The last field still has focus: this tap blurs it, and nothing may move under the finger.
    await press(consent);
    await expect(consent).toBeChecked();
    expect(await top()).toBe(before);
    await press(submit);
    await expect(page.getByRole('heading', { name: 'Your inquiry has been submitted' })).toBeVisible();
  });

  test('a tenant application: steps, the PDF, then only an alert and a reset form', async ({ page }) => {
    await page.goto('/en/tenant');
    await expect(page.getByRole('listitem').filter({ hasText: 'Our leasing team contacts you.' })).toBeVisible();
    const pdfLink = page.getByRole('link', { name: 'Download the application (PDF)' });
    const file = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByLabel(/^Name/).fill('Park Joon');
    await page.getByLabel(/^E-mail/).fill(unique('tenant'));
    await page.getByLabel(/^Phone/).fill('813-555-0142');
    await page.getByLabel(/^Address/).fill('17605 Bruce B. Downs Blvd, Tampa, FL');
    const submit = page.getByRole('button', { name: 'Submit' });
    await page.getByRole('checkbox').check();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await page.locator('input[type="file"]').setInputFiles([pdf('menu.pdf')]);
    await expect(submit).toHaveAttribute('aria-disabled', 'false');
    let alerted = '';
    page.once('dialog', (dialog) => {
      alerted = dialog.message();
      void dialog.dismiss();
    });
    await submit.click();
    await expect.poll(() => alerted).toBe('submit completed');
    await expect(page.getByLabel(/^Name/)).toHaveValue('');
    await expect(page.getByText('No files chosen')).toBeVisible();
  });
});
