import type { Weekday } from '@fx/contracts';
import { WEEKDAYS, WEEKDAY_NAMES } from '@fx/contracts/web';
import type { DayDraft, ScheduleProblems } from '../utils/schedule-draft';

/** A time box in the week's table: named for its day, with its problem read out with it. */
function TimeCell({
  column,
  label,
  value,
  disabled,
  problem,
  problemId,
  onChange,
}: {
  column: 'Opens' | 'Closes';
  label: string;
  value: string;
  disabled: boolean;
  problem: string | undefined;
  problemId: string;
  onChange: (value: string) => void;
}) {
  return (
    <td data-label={column}>
      <input
        className="field__input branch-hours__time"
        type="time"
        aria-label={label}
        value={value}
        disabled={disabled}
        required={!disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <p id={problemId} className="field__error">
          {problem}
        </p>
      ) : null}
    </td>
  );
}

/**
 * The branch's usual week: a row per day with Open, opens and closes. An unticked day keeps its
 * times greyed out, so ticking it again brings them back.
 */
export function WeeklyHoursFields({
  idPrefix,
  weekly,
  problems,
  onChange,
}: {
  idPrefix: string;
  weekly: Record<Weekday, DayDraft>;
  problems: ScheduleProblems;
  onChange: (day: Weekday, hours: DayDraft) => void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--compact branch-hours">
        <caption className="visually-hidden">Opening hours, day by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Open</th>
            <th scope="col">Opens</th>
            <th scope="col">Closes</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => {
            const hours = weekly[day];
            const name = WEEKDAY_NAMES[day];
            const dayProblem = problems[`weekly.${day}`];
            return (
              <tr key={day} className={hours.open ? undefined : 'is-closed'}>
                <th scope="row">
                  {name}
                  {dayProblem ? <span className="field__error">{dayProblem}</span> : null}
                </th>
                <td>
                  <label className="branch-hours__open">
                    <input
                      type="checkbox"
                      checked={hours.open}
                      onChange={(event) => onChange(day, { ...hours, open: event.target.checked })}
                    />
                    <span className="visually-hidden">Open on {name}</span>
                    <span aria-hidden="true">{hours.open ? 'Open' : 'Closed'}</span>
                  </label>
                </td>
                <TimeCell
                  column="Opens"
                  label={`${name} opens`}
                  value={hours.opens}
                  disabled={!hours.open}
                  problem={problems[`weekly.${day}.opens`]}
                  problemId={`${idPrefix}-${day}-opens`}
                  onChange={(opens) => onChange(day, { ...hours, opens })}
                />
                <TimeCell
                  column="Closes"
                  label={`${name} closes`}
                  value={hours.closes}
                  disabled={!hours.open}
                  problem={problems[`weekly.${day}.closes`]}
                  problemId={`${idPrefix}-${day}-closes`}
                  onChange={(closes) => onChange(day, { ...hours, closes })}
                />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
