import type { ShowroomContent } from '../../../engine/orders/showroom-content.js'

/**
 * A showroom content block (000 §3, valid by §5): html (sanitised by the server), a finance options table,
 * or a form, shown as a link to the site's enquiry page with that form. A calculator block is the option's
 * own figures, drawn by the details step, so it adds nothing here.
 */
export function ShowroomContentView({
  content,
  formLabel,
}: {
  content: ShowroomContent | null
  formLabel: string
}) {
  if (!content) return null
  switch (content.type) {
    case 'html':
      return <div className="order-content rich-text" dangerouslySetInnerHTML={{ __html: content.html }} />
    case 'finance_options_table':
      return content.rows.length ? (
        <ul className="order-content order-content--table">
          {content.rows.map((row) => (
            <li key={row.label}>{row.label}</li>
          ))}
        </ul>
      ) : null
    case 'form':
      return (
        <p className="order-content">
          <a href={`/contact-us?form=${encodeURIComponent(content.form_id)}`}>{formLabel}</a>
        </p>
      )
    default:
      return null
  }
}
