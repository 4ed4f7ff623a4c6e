import { useId } from 'react';
import { SearchIcon } from '@/components/ui/icons';

/**
 * A search box: its label, the field with a magnifier, and an optional hint under it. The site's
 * look, or the dashboard's (`admin`). The results follow the text as it is typed; the magnifier is
 * the form's submit button (a search form has one, for those who look for it, and validators ask
 * for it), and Enter or the button does nothing more unless `onSubmit` says what.
 */
export function SearchField({
  label,
  placeholder,
  hint,
  value,
  onChange,
  onSubmit,
  look = 'site',
  className,
}: {
  label: string;
  placeholder: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit?: () => void;
  look?: 'site' | 'admin';
  /** The form's class, when it differs from the look's. */
  className?: string;
}) {
  const inputId = useId();
  const hintId = useId();
  const block = look === 'admin' ? 'admin-search' : 'currency-search';
  return (
    <form
      className={className ?? block}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor={inputId} className={`${block}__label`}>
        {label}
      </label>
      <div className={`${block}__field`}>
        <button type="submit" className="search-submit" aria-label="Search">
          <SearchIcon size={18} />
        </button>
        <input
          id={inputId}
          className={look === 'admin' ? 'field__input admin-search__input' : `${block}__input`}
          type="search"
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hint ? hintId : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {hint ? (
        <p id={hintId} className={`${block}__hint`}>
          {hint}
        </p>
      ) : null}
    </form>
  );
}
