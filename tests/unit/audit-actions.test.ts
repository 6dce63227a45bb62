import { createTranslator } from 'next-intl';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';
import { auditActionName, recordActionParts, RECORD_VERBS, STAFF_ACTIONS } from '@/lib/admin/audit-actions';
import { RECORD_KINDS } from '@/lib/admin/record-kinds';

const words = { ko: createTranslator({ locale: 'ko', messages: ko, namespace: 'admin.audit' }), en: createTranslator({ locale: 'en', messages: en, namespace: 'admin.audit' }) };
const recordActions = RECORD_KINDS.flatMap((kind) => RECORD_VERBS.map((verb) => `${kind}-${verb}`));

describe('the audit log names every action in the staff member\'s language', () => {
  it.each(['ko', 'en'] as const)('%s: no action the log can hold is shown as its code', (locale) => {
    for (const action of [...STAFF_ACTIONS, ...recordActions]) {
      const name = auditActionName(action, words[locale] as never);
      expect(name).not.toBe(action);
      expect(name).not.toMatch(/^[a-z]+(-[a-z]+)+$/);
    }
  });

  it.each([
    ['deal-publish', 'en', 'Special deal published'],
    ['slide-move-up', 'en', 'Home slide moved up'],
    ['posting-trash', 'ko', '채용 공고 휴지통으로 이동'],
    ['sign-in-refused', 'en', 'Sign-in refused (too many wrong passwords)'],
    ['something-new', 'en', 'something-new'],
  ] as const)('%s (%s): %s', (action, locale, name) => {
    expect(auditActionName(action, words[locale] as never)).toBe(name);
  });

  it.each([
    ['deal-publish', { kind: 'deal', verb: 'publish' }],
    ['slide-move-down', { kind: 'slide', verb: 'move-down' }],
    ['sale-items-import', null],
    ['sale-item-spot', null],
    ['posting-', null],
  ] as const)('%s is %p', (action, parts) => {
    expect(recordActionParts(action)).toEqual(parts);
  });
});
