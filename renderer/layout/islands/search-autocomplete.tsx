import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import {
  AUTOCOMPLETE_DEFAULTS,
  shouldFetchSuggestions,
  visibleSuggestions,
} from '../../../engine/search/autocomplete-rules.js'
import { LayoutControlIcon } from '../LayoutControlIcon.js'

export interface SearchAutocompleteProps {
  /** The site's search page (/search, /ar/search): a GET form, so searching works without script. */
  action: string
  /** The suggestions call (001 §7): /search_suggestions/. */
  suggestionsUrl: string
  locale: string
  /** The input's id (one per page: footer and search page each have their own). */
  inputId: string
  /** Where it sits: the footer's dark bar, a page's light form, or the top navigation. */
  variant: 'footer' | 'page' | 'nav'
  keyword?: string
  labels: { label: string; placeholder: string; submit: string; suggestions: string }
}

/**
 * A search field with suggestions (island "layout:search-autocomplete"; 001 §3, §4, §5, §9): from 3
 * characters and 200 ms after the last keystroke it asks /search_suggestions/ and lists at most 5 that
 * contain the typed text, below the field (above when the window has no room below). The combobox pattern
 * of WAI-ARIA: arrow keys move through the list, Enter picks, Escape closes. Picking one searches for it.
 * The list hides on an outside click, on a pick, and when the text falls below 3 characters.
 */
export default function SearchAutocomplete({
  action,
  suggestionsUrl,
  locale,
  inputId,
  variant,
  keyword = '',
  labels,
}: SearchAutocompleteProps) {
  const settings = AUTOCOMPLETE_DEFAULTS
  // From the input's id, not useId: the island hydrates in a tree of its own, where useId would differ.
  const listId = `${inputId}-suggestions`
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const [text, setText] = useState(keyword)
  const [suggestions, setSuggestions] = useState<string[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [upward, setUpward] = useState(false)
  // Suggestions follow typing: a field that opens with the searched keyword asks nothing until it changes.
  const typed = useRef(false)

  // Text typed before the island hydrated is kept (the server rendered the field empty).
  useEffect(() => {
    const early = inputRef.current?.value
    if (early !== undefined && early !== keyword) {
      typed.current = true
      setText(early)
    }
  }, [keyword])

  // Debounced fetch of what is typed now; a newer keystroke cancels the older request.
  useEffect(() => {
    if (!typed.current || !shouldFetchSuggestions(text, true, settings)) {
      setSuggestions([])
      setOpen(false)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const url = `${suggestionsUrl}?${new URLSearchParams({ keyword: text.trim(), locale })}`
      fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then(async (response) => (response.status === 200 ? ((await response.json()) as unknown) : null))
        .then((body) => {
          const list = visibleSuggestions((body as { data?: unknown } | null)?.data, text, settings)
          setSuggestions(list)
          setActive(-1)
          setOpen(list.length > 0 && document.activeElement === inputRef.current)
        })
        .catch(() => {
          // 001 §7: anything but a 200 gives an empty list; an aborted request is simply superseded.
          if (!controller.signal.aborted) setSuggestions([])
        })
    }, settings.delay)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, suggestionsUrl, locale, settings])

  // An outside click hides the list (001 §4).
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  // 001 §3: the list opens upward when it would run past the bottom of the window.
  useLayoutEffect(() => {
    if (!open || !inputRef.current || !listRef.current) return
    const below = inputRef.current.getBoundingClientRect().bottom + listRef.current.offsetHeight
    setUpward(below > window.innerHeight)
  }, [open, suggestions])

  const pick = (suggestion: string) => {
    // The search itself is next: no suggestions for the picked text.
    typed.current = false
    setText(suggestion)
    setOpen(false)
    if (inputRef.current) inputRef.current.value = suggestion
    formRef.current?.requestSubmit()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      if (!open) {
        setOpen(true)
        setActive(step === 1 ? 0 : suggestions.length - 1)
        return
      }
      // Past either end the active option is none (the typed text), then the other end: -1 .. n-1 in a ring.
      setActive((current) => {
        const next = current + step
        return next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next
      })
    } else if (event.key === 'Enter' && open && active >= 0 && active < suggestions.length) {
      event.preventDefault()
      pick(suggestions[active] as string)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const expanded = open && suggestions.length > 0
  const optionId = (i: number) => `${listId}-option-${i}`
  const widths = Object.entries(settings.widths)
    .map(([breakpoint, width]) => `search-autocomplete--${breakpoint}-${width}`)
    .join(' ')
  return (
    <form
      ref={formRef}
      className={`search-autocomplete search-autocomplete--${variant} ${widths}`}
      role="search"
      action={action}
      method="get"
    >
      <label className="search-autocomplete__label" htmlFor={inputId}>
        {labels.label}
      </label>
      <div className="search-autocomplete__field">
        <input
          ref={inputRef}
          className="search-autocomplete__input"
          id={inputId}
          type="search"
          name="keyword"
          value={text}
          onChange={(event) => {
            typed.current = true
            setText(event.target.value)
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!formRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
          }}
          placeholder={labels.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        />
        <button className="search-autocomplete__submit" type="submit">
          <LayoutControlIcon name="search" size={20} />
          <span className="visually-hidden">{labels.submit}</span>
        </button>
        <ul
          ref={listRef}
          id={listId}
          className={`search-autocomplete__list${upward ? ' search-autocomplete__list--up' : ''}`}
          role="listbox"
          aria-label={labels.suggestions}
          hidden={!expanded}
        >
          {suggestions.map((suggestion, i) => (
            <li
              key={suggestion}
              id={optionId(i)}
              className="search-autocomplete__option"
              role="option"
              aria-selected={i === active}
              // Not a focus change: the input keeps focus while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              {suggestion}
            </li>
          ))}
        </ul>
      </div>
    </form>
  )
}
