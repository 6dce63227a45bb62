import { setPublishing, setTrashed } from '@/lib/server/services/publishing';
import { eq } from 'drizzle-orm';
import { slides, staffUsers } from '@/lib/server/db/schema';
import { listSlidesForStaff, moveSlide, saveSlide } from '@/lib/server/services/slide-admin';
import { listMainVisuals } from '@/lib/server/services/slides';
import { storePublicFile } from '@/lib/server/services/files';
import { formValues } from '@/lib/admin/form-values';
import { homeSlideSchema } from '@/lib/validation/home-slide';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';
import { DRAFT, LIVE } from '../helpers/publishing';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x01]);

describe.each(databaseKinds)('home slides in the back office on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  const actor = { staffId: 0, address: '192.0.2.13' };
  const input = (values: Record<string, unknown>) => homeSlideSchema.validateSync({ published: 'true', ...values }, { stripUnknown: true });
  /** What the save action reads: the form's own fields (RecordForm's "show on the home page" box is `published`). */
  const sent = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return homeSlideSchema.validateSync(formValues(form), { stripUnknown: true });
  };
  const picture = async (name: string) => String((await storePublicFile(name, PNG, undefined, true)).id);

  beforeAll(async () => {
    const [editor] = await database().db.insert(staffUsers).values({ email: `slides-${kind}@lotteplaza.test`, name: 'Slides', role: 'editor', passwordHash: 'x' }).returning();
    actor.staffId = editor!.id;
  });

  it('adds a picture and a video slide last, in order on the home page at once; moves, hides and deletes them', async () => {
    const before = (await listMainVisuals()).length;
    const picture1 = await saveSlide(null, input({ visual_tp: '2', img_image_pc: await picture('wide.png'), img_image_mobile: await picture('tall.png'), img_main_text_en: 'Fresh kimchi', img_category: '4', adv_image_pc_ko: await picture('ignored.png') }), actor);
    const video = await saveSlide(null, input({ visual_tp: '3', vd_video_url: 'https://youtu.be/dQw4w9WgXcQ', vd_autoplay_yn: 'true' }), actor);
    expect(picture1).toEqual({ id: expect.any(Number), revision: expect.any(Number) });
    expect(video).toEqual({ id: expect.any(Number), revision: expect.any(Number) });
    expect(await listMainVisuals()).toHaveLength(before);
    for (const saved of [picture1, video]) expect(await setPublishing('slide', (saved as { id: number }).id, LIVE, actor)).toBe(true);
    const shown = await listMainVisuals();
    expect(shown).toHaveLength(before + 2);
    expect(shown.at(-2)).toMatchObject({ visual_tp: 2, img: { main_text_en: 'Fresh kimchi', category: 4, image_pc: expect.stringMatching(/wide\.png\?v=[0-9a-f]{12}$/) } });
    expect(shown.at(-1)).toMatchObject({ visual_tp: 3, vd: { video_url: 'https://youtu.be/dQw4w9WgXcQ', autoplay_yn: true } });
    // Only the chosen type's fields are kept.
    const [row] = await database().db.select().from(slides).where(eq(slides.id, (picture1 as { id: number }).id));
    expect(row!.advImagePcKo).toBeNull();

    const videoId = (video as { id: number }).id;
    expect(await moveSlide(videoId, 'up', actor)).toBe(true);
    expect((await listMainVisuals()).at(-1)).toMatchObject({ visual_tp: 2 });
    expect(await moveSlide((await listSlidesForStaff())[0]!.id, 'up', actor)).toBe(false);
    expect(await setPublishing('slide', videoId, DRAFT, actor)).toBe(true);
    expect((await listMainVisuals()).map((slide) => slide.id)).not.toContain(videoId);
    expect(await setTrashed('slide', videoId, true, actor)).toBe(true);
    expect((await listSlidesForStaff()).map((slide) => slide.id)).not.toContain(videoId);
  });

  it('keeps a slide as it is shown on every save, whatever the form sends: publishing is its own step (issue 36, item 7)', async () => {
    const fields = { visual_tp: '3', vd_video_url: 'https://youtu.be/dQw4w9WgXcQ', published: 'true' };
    const created = await saveSlide(null, sent(fields), actor);
    const id = (created as { id: number }).id;
    expect((await listMainVisuals()).map((slide) => slide.id)).not.toContain(id);
    expect(await setPublishing('slide', id, LIVE, actor)).toBe(true);
    expect((await listMainVisuals()).map((slide) => slide.id)).toContain(id);
    expect(await saveSlide(id, sent(fields), actor)).toMatchObject({ id });
    expect((await listMainVisuals()).map((slide) => slide.id)).toContain(id);
    await saveSlide(id, sent({ visual_tp: '3', vd_video_url: fields.vd_video_url }), actor);
    expect((await listMainVisuals()).map((slide) => slide.id)).toContain(id);
    await setTrashed('slide', id, true, actor);
  });

  it('refuses a video where a picture belongs, a missing picture, a video slide without a video, and an address that is no player', async () => {
    const clip = String((await storePublicFile('clip.webm', WEBM, undefined, true)).id);
    expect(await saveSlide(null, input({ visual_tp: '2', img_image_pc: clip, img_image_mobile: await picture('ok.png') }), actor)).toBe('badFile');
    expect(() => input({ visual_tp: '2', img_image_pc: '1' })).toThrow('imageRequired');
    expect(() => input({ visual_tp: '3' })).toThrow('videoRequired');
    expect(() => input({ visual_tp: '3', vd_video_url: 'https://example.com/clip' })).toThrow('videoAddress');
    expect(() => input({ visual_tp: '3', vd_video_file: clip, vd_link_url: 'javascript:alert(1)' })).toThrow('invalidUrl');
    expect(await saveSlide(null, input({ visual_tp: '1', adv_image_pc_ko: await picture('a.png'), adv_image_mobile_ko: await picture('b.png'), adv_event_id: '999999' }), actor)).toBe('noDeal');
  });
});
