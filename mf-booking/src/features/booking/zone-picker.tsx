import { formatUtcOffset, formatZoneLabel, useSession } from '@hanyu/session';
import { withNodes, ZoneName, ZoneOffset } from '@hanyu/ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './booking-page.module.css';

/** Every zone the browser knows, the visitor's first; as few as one where the runtime cannot list them. */
function zoneChoices(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [current, ...all.filter((zone) => zone !== current)];
}

/**
 * The zone the times are shown in, changeable in place (SPEC §4: the choice is kept in the `utc` cookie,
 * so every page follows it). The list is built only when opened: naming 400 zones with offsets is work.
 */
export function ZonePicker() {
  const { t } = useTranslation('booking');
  const zone = useSession((state) => state.timeZone);
  const setTimeZone = useSession((state) => state.setTimeZone);
  const [open, setOpen] = useState(false);
  const selectId = useId();
  const choices = useMemo(() => (open ? zoneChoices(zone) : []), [open, zone]);
  return (
    <div className={styles.zone}>
      {/* The zone's name and offset are rewritten in the visitor's by the page's script, before the app runs. */}
      <p className={styles.zoneNow}>
        {withNodes((values) => t('book.zone', values), {
          zone: (
            <>
              <ZoneName zone={zone} /> (<ZoneOffset label={formatUtcOffset(zone)} />)
            </>
          ),
        })}
      </p>
      {open ? (
        <div className={styles.zoneField}>
          <label htmlFor={selectId}>{t('book.zoneLabel')}</label>
          <select
            id={selectId}
            value={zone}
            onChange={(event) => {
              setTimeZone(event.target.value);
              setOpen(false);
            }}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {formatZoneLabel(choice)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
          {t('book.changeZone')}
        </button>
      )}
    </div>
  );
}
