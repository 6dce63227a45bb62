import styles from './sale-items.module.css';

interface AddToMyListProps {
  pressed: boolean;
  /** `data-needs-script`: the list lives in this browser, so until its script has run the button is hidden rather than one that does nothing. */
  ready: 'waiting' | 'ready';
  label: string;
  itemName: string;
  onToggle: () => void;
}

/** "Add to my list", a toggle (pressed while the item is on the list), drawn by the list that reads the shopper's list once. */
export function AddToMyList({ pressed, ready, label, itemName, onToggle }: AddToMyListProps) {
  return (
    <button type="button" className={styles.add} aria-pressed={pressed} data-needs-script={ready} onClick={onToggle}>
      <span aria-hidden="true" className={styles.addMark}>
        {pressed ? '✓' : '+'}
      </span>
      {label}
      <span className="visually-hidden">: {itemName}</span>
    </button>
  );
}
