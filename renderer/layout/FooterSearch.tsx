import { LayoutIcon } from './LayoutIcon.js'

/**
 * The footer search bar (000 §2): a GET form to the site's /search page with the keyword, so it works
 * without script.
 */
export function FooterSearch({
  action,
  label,
  placeholder,
  submitLabel,
}: {
  action: string
  label: string
  placeholder: string
  submitLabel: string
}) {
  return (
    <form className="footer-search" role="search" action={action} method="get">
      <label className="footer-search__label" htmlFor="footer-search-keyword">
        {label}
      </label>
      <div className="footer-search__field">
        <input
          className="footer-search__input"
          id="footer-search-keyword"
          type="search"
          name="keyword"
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button className="footer-search__submit" type="submit">
          <LayoutIcon name="search" size={20} />
          <span className="visually-hidden">{submitLabel}</span>
        </button>
      </div>
    </form>
  )
}
