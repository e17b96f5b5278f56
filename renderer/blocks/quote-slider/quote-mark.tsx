/** The decorative opening quotation mark above each quote. */
export function QuoteMark() {
  return (
    <svg className="quote-slider__mark" viewBox="0 0 48 36" aria-hidden="true" focusable="false">
      <path d="M0 36V21.6C0 9.6 6.4 2.4 19.2 0l2 4.8C14 6.9 10.6 11 10.2 17.2H19.6V36zm27.2 0V21.6C27.2 9.6 33.6 2.4 46.4 0l2 4.8c-7.2 2.1-10.6 6.2-11 12.4h9.4V36z" />
    </svg>
  )
}
