import { eq } from 'drizzle-orm';
import { mailQueue, weeklyAdSubscribers } from '@/lib/server/db/schema';
import { setLimiterStore } from '@/lib/server/rate-limit';
import { memoryStore } from '@/lib/server/rate-limit/limiters';
import { adLinkToken, confirmSubscription, subscriberOfLink, unsubscribe } from '@/lib/server/services/weekly-ad';
import { sweepRetention } from '@/lib/server/services/retention';
import * as signUpRoute from '@/app/api/weekly-ad/route';
import * as confirmRoute from '@/app/api/weekly-ad/confirm/route';
import * as settingsRoute from '@/app/api/weekly-ad/settings/route';
import * as unsubscribeRoute from '@/app/api/weekly-ad/unsubscribe/route';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { ORIGIN, postForm } from '../helpers/route-requests';

/*
 * The weekly ad by e-mail (issue 53): a sign-up that answers the same whatever the address's
 * state and mails an address at most once a day; double opt-in (nothing active before the mail's
 * link is followed, and opening the link changes nothing); the consent kept as proof; settings and
 * unsubscribing from signed links, with no password and (RFC 8058) no cookie.
 */

jest.setTimeout(60_000);

const DAY = 24 * 60 * 60 * 1000;
const form = (email: string, extra: Record<string, string | string[]> = {}) => ({
  email,
  store: 'centreville-va',
  language: 'both',
  editions: ['korean', 'vietnamese'],
  consent: 'yes',
  locale: 'en',
  page: '/en/sale/virginia',
  ...extra,
});
const signUp = (fields: Record<string, string | string[]>, headers: Record<string, string> = {}) =>
  postForm(signUpRoute.POST, '/api/weekly-ad/', fields as never, { 'x-forwarded-for': '198.51.100.7', ...headers });

describe.each(databaseKinds)('the weekly ad by e-mail, on %s', (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  beforeEach(() => setLimiterStore(memoryStore()));
  afterAll(() => setLimiterStore(undefined));

  const subscriberOf = async (email: string) => (await db().select().from(weeklyAdSubscribers).where(eq(weeklyAdSubscribers.email, email)))[0];
  const mailsTo = (email: string) => db().select().from(mailQueue).where(eq(mailQueue.recipient, email));
  const tokenIn = (body: string) => /\?t=([\w.-]+)/.exec(body)?.[1] ?? '';

  it('signs up pending, keeps the consent as proof and mails the link that confirms, once a day however often the form is sent', async () => {
    const email = `new-${kind}@example.com`;
    const first = await signUp(form(email));
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/en/weekly-ad?sent=1');
    const subscriber = (await subscriberOf(email))!;
    expect(subscriber).toMatchObject({ status: 'pending', storeSlug: 'centreville-va', language: 'both', editions: ['korean', 'vietnamese'] });
    expect(subscriber.consent).toMatchObject({ page: '/en/sale/virginia', locale: 'en', text: expect.stringContaining("I agree to receive Lotte Plaza Market's weekly ad") });
    expect(Date.parse(subscriber.consent.at)).toBeGreaterThan(Date.now() - 60_000);

    await signUp(form(email, { store: 'edison-nj' }));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your Lotte Plaza Market weekly ad');
    expect(mails[0]!.body).toContain('/en/weekly-ad/confirm?t=');
    expect(mails[0]!.body).toContain('Jessup, MD');
  });

  it('answers a confirmed address exactly as a new one, changes nothing of it, and mails it the link to its settings instead', async () => {
    const email = `known-${kind}@example.com`;
    await signUp(form(email));
    const token = tokenIn((await mailsTo(email))[0]!.body);
    expect((await confirmRoute.POST(new Request(`${ORIGIN}/api/weekly-ad/confirm/`, { method: 'POST', body: new URLSearchParams({ t: token, locale: 'ko' }) }), undefined)).headers.get('location')).toBe(
      `/weekly-ad/settings?t=${token}&saved=confirmed`,
    );
    await db().delete(mailQueue).where(eq(mailQueue.recipient, email));

    const again = await signUp(form(email, { store: 'edison-nj', language: 'ko' }));
    expect(again.headers.get('location')).toBe('/en/weekly-ad?sent=1');
    expect(await subscriberOf(email)).toMatchObject({ status: 'confirmed', storeSlug: 'centreville-va', language: 'both' });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Your Lotte Plaza Market weekly ad');
    expect(mail!.body).toContain('/en/weekly-ad/settings?t=');
  });

  it.each([
    [{ consent: '' }, 'consent'],
    [{ email: 'not-an-address' }, 'email'],
    [{ store: 'jessup-distributor-1' }, 'adStore'],
    [{ store: 'silver-spring-md' }, 'adStoreExcluded'],
    [{ editions: [] as string[] }, 'adEditions'],
    [{ language: 'fr' }, 'adLanguage'],
  ])('sends %p back to the sign-up page with what to mend (%s), and stores nothing', async (change, error) => {
    const email = `refused-${kind}-${error}@example.com`;
    const response = await signUp(form(email, change));
    expect(new URL(response.headers.get('location')!, ORIGIN).searchParams.get('error')).toBe(error);
    expect(response.headers.get('location')).not.toContain('@');
    expect(await subscriberOf(email)).toBeUndefined();
  });

  it('refuses the eleventh sign-up an hour from one address, in the visitor’s language', async () => {
    for (let i = 0; i < 10; i += 1) expect((await signUp(form(`burst-${kind}-${i}@example.com`))).status).toBe(303);
    const refused = await signUp(form(`burst-${kind}-10@example.com`, { locale: 'ko' }));
    expect(refused.status).toBe(429);
    expect((await refused.json()).detail).toMatch(/분/);
  });

  it('confirms only by the link’s button, not a forged, old-key or expired link; a link works 90 days', async () => {
    const email = `links-${kind}@example.com`;
    await signUp(form(email));
    const subscriber = (await subscriberOf(email))!;
    const sent = new Date();
    const token = adLinkToken(subscriber, sent);
    expect(await subscriberOfLink(`${token}x`, sent)).toBeNull();
    expect(await subscriberOfLink(adLinkToken({ id: subscriber.id, linkKey: 'another-key' }, sent), sent)).toBeNull();
    expect(await subscriberOfLink(token, new Date(sent.getTime() + 89 * DAY))).not.toBeNull();
    expect(await subscriberOfLink(token, new Date(sent.getTime() + 91 * DAY))).toBeNull();
    expect(await confirmSubscription(token, new Date(sent.getTime() + 91 * DAY))).toBeNull();
    expect((await subscriberOf(email))!.status).toBe('pending');
    expect((await confirmSubscription(token, new Date(sent.getTime() + 60 * DAY)))!.status).toBe('confirmed');
  });

  it('changes the store, language, editions and watched items from the settings link, refusing a store that is none', async () => {
    const email = `settings-${kind}@example.com`;
    await signUp(form(email));
    const token = adLinkToken((await subscriberOf(email))!, new Date());
    const saved = await postForm(settingsRoute.POST, '/api/weekly-ad/settings/', { t: token, locale: 'en', store: 'edison-nj', language: 'ko', editions: ['chinese'], watches: ' gochujang\n망고\n\nGochujang' } as never);
    expect(saved.headers.get('location')).toBe(`/en/weekly-ad/settings?t=${token}&saved=settings`);
    expect(await subscriberOf(email)).toMatchObject({ storeSlug: 'edison-nj', language: 'ko', editions: ['chinese'], watches: ['gochujang', '망고'] });

    const refused = await postForm(settingsRoute.POST, '/api/weekly-ad/settings/', { t: token, locale: 'en', store: 'nowhere', language: 'ko', editions: ['chinese'] } as never);
    expect(refused.headers.get('location')).toBe(`/en/weekly-ad/settings?t=${token}&error=adStore`);
    expect((await subscriberOf(email))!.storeSlug).toBe('edison-nj');
  });

  it('unsubscribes at once by a one-click POST with no cookie (RFC 8058), and by the settings page’s button', async () => {
    const email = `gone-${kind}@example.com`;
    await signUp(form(email));
    const subscriber = (await subscriberOf(email))!;
    const token = adLinkToken(subscriber, new Date());
    await confirmSubscription(token, new Date());
    const oneClick = await unsubscribeRoute.POST(
      new Request(`${ORIGIN}/api/weekly-ad/unsubscribe/?t=${token}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
      undefined,
    );
    expect(oneClick.status).toBe(200);
    expect((await subscriberOf(email))!.status).toBe('unsubscribed');

    await confirmSubscription(token, new Date());
    const button = await postForm(unsubscribeRoute.POST, '/api/weekly-ad/unsubscribe/', { t: token, locale: 'ko' });
    expect(button.headers.get('location')).toBe(`/weekly-ad/settings?t=${token}&saved=unsubscribed`);
    expect((await subscriberOf(email))!).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });
    expect(await unsubscribe('forged', new Date())).toBeNull();
  });

  it('keeps what the schedule says: a sign-up never confirmed 30 days, a stopped one a year from its unsubscribing, a confirmed one as long as it lasts', async () => {
    const start = new Date();
    const values = (email: string, status: 'pending' | 'confirmed' | 'unsubscribed') => ({
      email,
      storeSlug: 'centreville-va',
      language: 'en' as const,
      editions: ['korean' as const],
      status,
      consent: { at: start.toISOString(), address: '198.51.100.7', page: '/en/weekly-ad', text: 'I agree', locale: 'en' },
      linkKey: email,
      unsubscribedAt: status === 'unsubscribed' ? start : null,
    });
    await db().insert(weeklyAdSubscribers).values([values(`kept-p-${kind}@example.com`, 'pending'), values(`kept-u-${kind}@example.com`, 'unsubscribed'), values(`kept-c-${kind}@example.com`, 'confirmed')]);
    const left = async () => (await db().select().from(weeklyAdSubscribers)).map((row) => row.email).filter((email) => email.startsWith('kept-'));
    await sweepRetention(new Date(start.getTime() + 29 * DAY));
    expect(await left()).toHaveLength(3);
    await sweepRetention(new Date(start.getTime() + 31 * DAY));
    expect(await left()).toEqual([`kept-u-${kind}@example.com`, `kept-c-${kind}@example.com`]);
    await sweepRetention(new Date(start.getTime() + 367 * DAY));
    expect(await left()).toEqual([`kept-c-${kind}@example.com`]);
  });
});
