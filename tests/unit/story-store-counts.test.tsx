import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { StoryAbout } from '@/components/story/story-about';
import { StoreCounts } from '@/components/story/store-counts';

// The server component speaks through next-intl's request translator: here, the real catalogues.
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const catalogues = { ko: jest.requireActual('@/messages/ko.json'), en: jest.requireActual('@/messages/en.json') };
  return { getTranslations: async ({ locale, namespace }: { locale: 'ko' | 'en'; namespace: string }) => createTranslator({ locale, messages: catalogues[locale], namespace }) };
});

function matchMedia(reduced: boolean) {
  window.matchMedia = (query: string) => ({ matches: reduced && query.includes('reduce'), media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false });
}

/** The store counts of About Us, as the server component gives them to the counter. */
async function counts(): Promise<ReactElement<{ states: Array<{ code: string; name: string; count: number }>; unit: string }>> {
  const visit = (node: ReactNode): ReactElement | undefined => {
    if (Array.isArray(node)) return node.map(visit).find(Boolean);
    if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
    return node.type === StoreCounts ? node : visit(node.props.children);
  };
  const found = visit(await StoryAbout({ locale: 'ko' }));
  expect(found).toBeDefined();
  return found as never;
}

describe('About Us: the stores of each state', () => {
  it('are counted from the bundled store list, distributors left out: 6 in Maryland, 7 in Virginia, 1 in New Jersey, 3 in Florida', async () => {
    expect((await counts()).props.states.map(({ name, count }) => [name, count])).toEqual([
      ['메릴랜드', 6],
      ['버지니아', 7],
      ['뉴저지', 1],
      ['플로리다', 3],
    ]);
  });

  it('stand in the server\u2019s HTML, for crawlers and screen readers, the counting digits hidden beside them', async () => {
    matchMedia(false);
    const html = renderToString(await counts());
    for (const [state, count] of [['메릴랜드', 6], ['버지니아', 7], ['뉴저지', 1], ['플로리다', 3]] as const) {
      expect(html).toMatch(new RegExp(`${state}</span><span class="[^"]*"><span class="visually-hidden">${count}<!-- --> <!-- -->개 매장</span><span aria-hidden="true" data-count="[A-Z]{2}">0${count}</span>`));
    }
  });

  it('under reduced motion simply stand once the page runs; otherwise they start from zero', async () => {
    matchMedia(true);
    const still = render(await counts());
    expect([...still.container.querySelectorAll('[data-count]')].map((digits) => digits.textContent)).toEqual(['06', '07', '01', '03']);
    still.unmount();
    matchMedia(false);
    const moving = render(await counts());
    expect([...moving.container.querySelectorAll('[data-count]')].map((digits) => digits.textContent)).toEqual(['00', '00', '00', '00']);
  });
});
