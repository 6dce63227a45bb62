import type { ReactNode } from 'react';
import styles from './static-page.module.css';

/** A legal text's section as its catalogue holds it: a title and its paragraphs. */
export interface PolicySection {
  title: string;
  body: string[];
}

/** A legal page's sections (the privacy policy, the accessibility statement), each a titled part to link to; `after` adds to a section below its paragraphs. */
export function PolicySections({ sections, after }: { sections: Record<string, PolicySection>; after?: Record<string, ReactNode> }) {
  return Object.entries(sections).map(([id, section]) => (
    <section key={id} id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{section.title}</h2>
      {section.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {after?.[id]}
    </section>
  ));
}
