import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import { searchQuery, type Found } from '../people/api';
import { SEARCH_MIN_LENGTH, isTypingTarget, useDebounced } from './search-rules';

const TYPE_LABELS: Record<Found['type'], string> = {
  person: 'Person',
  calculator: 'Calculator lead',
  contact: 'Contact message',
  questionnaire: 'Questionnaire',
};

/**
 * The admin's search box (a combobox): people, leads, contact messages and questionnaires by e-mail,
 * name or company as one types. "/" or Ctrl+K focuses it; arrows move, Enter opens, Escape closes.
 */
export function AdminSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted result, for the query it was chosen in: a new query starts at the first.
  const [highlight, setHighlight] = useState({ query: '', index: 0 });
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const query = useDebounced(text.trim(), 150);
  const enabled = query.length >= SEARCH_MIN_LENGTH;
  const { data, isFetching, isError } = useQuery({ ...searchQuery(query), enabled });
  const results = enabled ? (data?.results ?? []) : [];
  const active = highlight.query === query ? highlight.index : 0;
  const setActive = (index: number) => setHighlight({ query, index });

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const ctrlK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      const slash = event.key === '/' && !isTypingTarget(event.target);
      if (!ctrlK && !slash) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const expanded = open && enabled;
  const choose = (result: Found) => {
    setOpen(false);
    setText('');
    input.current?.blur();
    if (result.personId)
      void navigate({ to: '/admin/people/$personId', params: { personId: result.personId } });
    else void navigate({ to: '/admin/workflow-submissions' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const result = results[active];
      if (open && result) {
        event.preventDefault();
        choose(result);
      }
    } else if (event.key === 'Escape') {
      // The browser's own Escape would clear a search field at once: first close, then clear.
      event.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="relative w-full max-w-md">
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search people, leads and messages
      </label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <input
        ref={input}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && results[active] ? optionId(active) : undefined}
        aria-keyshortcuts="/ Control+K"
        placeholder="Search people, leads… ( / )"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-md border bg-background pr-3 pl-9 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      />
      <div
        className={cn(
          'absolute z-40 mt-1 w-full overflow-hidden rounded-md border bg-card text-card-foreground shadow-lg',
          !expanded && 'hidden',
        )}
      >
        <ul
          id={listId}
          role="listbox"
          aria-label="Search results"
          className="max-h-80 overflow-y-auto"
        >
          {results.map((result, index) => (
            <li
              key={`${result.type}-${result.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: it comes before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(result);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
            >
              <span className="block font-medium break-words">{result.title}</span>
              <span className="block text-xs break-words text-muted-foreground">
                {TYPE_LABELS[result.type]} · {result.subtitle}
              </span>
            </li>
          ))}
        </ul>
        <p className="px-3 py-2 text-xs text-muted-foreground" role="status">
          {isError
            ? 'The search failed; try again.'
            : isFetching && results.length === 0
              ? 'Searching...'
              : results.length === 0
                ? 'Nothing found.'
                : `${results.length} found`}
        </p>
      </div>
    </div>
  );
}
