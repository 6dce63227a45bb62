import { getTranslations } from 'next-intl/server';
import { PUBLISH_STATES, publishState, type PublishState, type Publishing } from '@/lib/admin/publish-state';
import styles from './admin.module.css';
import panel from '@/components/ui/filter-panel.module.css';

/** Where a record stands with the public, as a list's badge: draft, scheduled, live or ended. */
export async function PublishStateBadge({ record, now }: { record: Publishing; now: Date }) {
  const t = await getTranslations('admin.publishing');
  const state = publishState(record, now);
  return (
    <span className={styles.badge} data-state={state}>
      {t(`states.${state}`)}
    </span>
  );
}

/** Where a record stands with the public and, beside it, where its own dates put it (a deal's days, a sale's week). */
export function StandingBadges({ record, now, standing }: { record: Publishing; now: Date; standing: { state: string; label: string } }) {
  return (
    <div className={styles.actions}>
      <PublishStateBadge record={record} now={now} />
      <span className={styles.badge} data-state={standing.state}>
        {standing.label}
      </span>
    </div>
  );
}

/** A list's filter by state (the query's `state`). */
export async function PublishStateSelect({ value }: { value: PublishState | undefined }) {
  const t = await getTranslations('admin.publishing');
  return (
    <label className={panel.field}>
      {t('stateFilter')}
      <select name="state" defaultValue={value ?? ''}>
        <option value="">{t('allStates')}</option>
        {PUBLISH_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`states.${state}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
