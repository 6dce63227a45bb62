import { ServerImage } from '@/components/ui/server-image';
import { Icon } from '@/components/ui/icon';
import styles from './story.module.css';

const PICTURES = [
  { name: 'store', className: styles.visualStore },
  { name: 'shopping-cart', className: styles.visualCart },
  { name: 'leafy-greens', className: styles.visualGreens },
  { name: 'shrimp', className: styles.visualShrimp },
  { name: 'globe', className: styles.visualGlobe },
];

/** Our Story's top visual: the heading over the market's pictures, and a button down to the story. */
export function StoryVisual({ title, text, heading, scrollDown, target }: { title: string; text: string; heading: string; scrollDown: string; target: string }) {
  return (
    <section className={styles.visual} aria-labelledby="story-title">
      <div className={styles.visualInner}>
        <p className={styles.visualKicker}>{heading}</p>
        <h1 id="story-title" className={styles.visualTitle}>
          {title}
        </h1>
        <p className={styles.visualText}>{text}</p>
        <a href={`#${target}`} className={styles.scrollDown}>
          {scrollDown}
          <Icon name="arrowDown" size={20} />
        </a>
      </div>
      <div className={styles.visualArt} aria-hidden="true">
        {PICTURES.map(({ name, className }, index) => (
          <ServerImage key={name} src={`/images/food/${name}.webp`} alt="" width={256} height={256} sizes="(min-width: 769px) 200px, 96px" main={index === 0} className={className} />
        ))}
      </div>
    </section>
  );
}
