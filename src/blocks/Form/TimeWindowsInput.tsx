import { useRef, useState, useSyncExternalStore, type ComponentProps } from 'react';
import { useTranslation } from '../../i18n/react';
import { MOST_WINDOWS } from '../../forms/timeWindows';
import { encodeWindows, parseWindows, type WindowRow } from '../../forms/windowsAnswer';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { controlClass } from './controlClass';
import { checkWindowsWith } from './validate';

// The form's own check of an answer, which comes with this picker (validate.ts says why).
checkWindowsWith((value, now) => 'problem' in parseWindows(value, now));

type Props = {
  id: string;
  name: string;
  disabled: boolean;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  /** The answer for the rows (src/forms/timeWindows.ts), "" while every row is empty. */
  onChange: (value: string) => void;
};

const EMPTY: WindowRow = { date: '', time: '' };

/** The visitor's time-zone name: only known in the browser (never during a render). */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const unchanging = () => () => {};

/** The zone after hydration; "" in the prerendered page, which cannot know it. */
const useZone = (): string => useSyncExternalStore(unchanging, browserZone, () => '');

/**
 * Up to three preferred times to meet, each a date and a start time on the visitor's own clock,
 * whose zone is said under them. The form emptied remounts this (the form's key), so its rows
 * start again from one empty row.
 */
export function TimeWindowsInput({ id, name, disabled, onChange, ...aria }: Props) {
  const { t } = useTranslation();
  const zone = useZone();
  const [rows, setRows] = useState<WindowRow[]>([EMPTY]);
  // The rows as last edited, ahead of the render: a date and a time typed before the app ran
  // are announced one after the other (src/engine/earlyInput.ts), and the second must see the first.
  const latest = useRef(rows);
  const update = (next: WindowRow[]) => {
    latest.current = next;
    setRows(next);
    onChange(encodeWindows(next, browserZone()));
  };
  const edit = (i: number, part: keyof WindowRow, value: string) =>
    update(latest.current.map((r, j) => (j === i ? { ...r, [part]: value } : r)));
  return (
    <div className="flex flex-col gap-3">
      {rows.map((row, i) => (
        <div
          key={i}
          role="group"
          aria-label={t('form.windows.row', { n: i + 1 })}
          className="flex flex-wrap items-end gap-3"
        >
          <WindowPart
            label={t('form.windows.date')}
            className="flex min-w-36 flex-1 flex-col gap-1 text-sm"
            input={{
              ...aria,
              id: i === 0 ? id : `${id}-${i}`,
              name: i === 0 ? name : undefined,
              type: 'date',
              disabled,
              value: row.date,
              onChange: (e) => edit(i, 'date', e.target.value),
            }}
          />
          <WindowPart
            label={t('form.windows.time')}
            className="flex min-w-28 flex-1 flex-col gap-1 text-sm"
            input={{
              ...aria,
              type: 'time',
              step: 60,
              disabled,
              value: row.time,
              onChange: (e) => edit(i, 'time', e.target.value),
            }}
          />
          {i > 0 && (
            <Button
              variant="ghost"
              disabled={disabled}
              onClick={() => update(latest.current.filter((_, j) => j !== i))}
            >
              {t('form.windows.remove', { n: i + 1 })}
            </Button>
          )}
        </div>
      ))}
      {rows.length < MOST_WINDOWS && (
        <Button
          variant="secondary"
          disabled={disabled}
          className="self-start"
          onClick={() => update([...latest.current, EMPTY])}
        >
          {t('form.windows.add')}
        </Button>
      )}
      {zone && (
        <p className="text-sm text-muted" data-time-zone={zone}>
          {t('form.windows.zone', { zone })}
        </p>
      )}
    </div>
  );
}

/** One part of a row (its date or its start time): a label over an input on the visitor's clock. */
function WindowPart({
  label,
  className,
  input: { id, name, type, step, disabled, value, onChange, ...aria },
}: {
  label: string;
  /** The label's class: each part has its narrowest width, so the row wraps before it shrinks. */
  className: string;
  input: ComponentProps<'input'>;
}) {
  return (
    <label className={className}>
      {label}
      <input
        {...aria}
        id={id}
        name={name}
        type={type}
        step={step}
        dir="ltr"
        disabled={disabled}
        value={value}
        onChange={onChange}
        className={cn(controlClass, 'text-start')}
      />
    </label>
  );
}
