import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { searchTextOf } from '../api/search-queries';
import { useSearch } from '../hooks/use-search-results';
import { searchHref } from '../search-links';
import { focusesSearchKey } from '../search-shortcut';
import { suggestionsOf, type Suggestion } from '../suggestions';
import { SearchInput } from './search-input';
import { SuggestionContent } from './suggestion-content';
import '../search.css';

/** How long typing must pause before the suggestions are asked for. */
const DEBOUNCE_MS = 200;

/**
 * The top bar's search box (DESIGN §6.8): a combobox whose suggestions (a few people, videos, blogs
 * and talks) follow the typed text. Arrow keys move through them, Enter opens the one chosen or,
 * with none, /search?q=; Escape closes them; '/' anywhere outside a text field comes here.
 */
export function SearchCombobox() {
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // On /search, the box holds the text searched (also after Back or a link to another search).
  const searched = useRouterState({
    select: (state) => (state.location.pathname.toLowerCase() === '/search' ? String((state.location.search as { q?: unknown }).q ?? '') : null),
  });
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = searchTextOf(useDebouncedValue(text, DEBOUNCE_MS));
  // Both adjusted as the box renders, when what they follow changes (React's 'adjusting state when
  // a prop changes'), rather than by an effect a render later. The text searched comes in as typing
  // does, through the debounce.
  const [shownSearch, setShownSearch] = useState<string | null>(null);
  if (searched !== shownSearch) {
    setShownSearch(searched);
    if (searched !== null) setText(searched);
  }
  // New suggestions: none chosen until the arrows choose one.
  const [activeFor, setActiveFor] = useState(q);
  if (q !== activeFor) {
    setActiveFor(q);
    setActive(-1);
  }
  const { results, fromDevice, isPending } = useSearch(q);
  const suggestions = results ? suggestionsOf(results, q) : [];
  const shown = open && q !== '';

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!focusesSearchKey(event)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    void router.navigate({ href });
  };

  const choose = (suggestion: Suggestion) => {
    setText('');
    go(suggestion.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const count = suggestions.length;
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && shown && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = searchTextOf(text);
    if (typed) go(searchHref(typed));
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <form
      className="search-combobox"
      role="search"
      aria-labelledby={`${id}-label`}
      action="/search"
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="visually-hidden">
        Search everywhere
      </label>
      <SearchInput
        ref={input}
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="/"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className="search-popup" hidden={!shown}>
        {fromDevice && <p className="search-from-device">Offline: results from this device.</p>}
        <ul id={listId} role="listbox" aria-label="Suggestions">
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}-${suggestion.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-option"
              // Keeps the focus in the box, so the press is a choice, not a blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <SuggestionContent suggestion={suggestion} />
            </li>
          ))}
        </ul>
        <p className="search-popup-status" role="status">
          {shown && statusText(isPending, suggestions.length)}
        </p>
      </div>
    </form>
  );
}

function statusText(isPending: boolean, count: number): string {
  if (isPending) return 'Searching...';
  // The last suggestion is 'See all results'.
  if (count <= 1) return 'Nothing found.';
  return `${count - 1} found. Press Enter to see all results.`;
}
