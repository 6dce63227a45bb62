import type { locales } from './routing';
import type messages from '../../messages/en.json';

// next-intl's typing hook: a key missing from the catalogue, or a locale we do not serve, is a
// type error. messages/ko.json has the same key tree (tests/unit/messages.test.ts checks it).
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof locales)[number];
    Messages: typeof messages;
  }
}
