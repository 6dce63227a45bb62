import * as yup from 'yup';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "HH:MM" as a time field sends it, as minutes after midnight. */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Minutes after midnight as a time field shows them ("09:30"). */
export const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** An opening or closing time: required unless the day is closed (the flag `closed` names). */
export const clockField = (closed: string) =>
  yup
    .string()
    .trim()
    .default('')
    .when(closed, { is: true, then: (schema) => schema.strip(), otherwise: (schema) => schema.required('required').matches(CLOCK, { message: 'invalidTime', excludeEmptyString: true }) });

/** A closing time: another than the opening time (`opens` names it); before it, it runs past midnight. */
export const closingField = (closed: string, opens: string) =>
  clockField(closed).test('notSame', 'closesAtOpening', function check(value) {
    return !value || value !== this.parent[opens];
  });
