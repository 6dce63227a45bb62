/** The back-office section a path belongs to: the one whose address is the longest that leads to it. */
export function currentSection<T extends { href: string }>(path: string, sections: readonly T[]): T | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return sections
    .filter((section) => trimmed === section.href || trimmed.startsWith(`${section.href}/`))
    .reduce<T | undefined>((best, section) => (!best || section.href.length > best.href.length ? section : best), undefined);
}
