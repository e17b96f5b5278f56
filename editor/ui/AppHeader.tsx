import { useState, type AnchorHTMLAttributes, type ComponentType } from 'react'
import { Button } from './Button.js'
import { PRODUCT_SECTIONS } from './product-sections.js'
import { signOut } from './sign-out.js'
import './ui.css'

/**
 * The header of /cms and /admin: the product, its sections (the current one marked), who is signed in, and
 * Sign out. Links inside the running app use `AppLink` (the admin's in-place navigation) when their path
 * starts with `appPrefix`; the others are plain links to the other app.
 */
export function AppHeader({
  current,
  userName,
  csrfToken,
  AppLink,
  appPrefix,
  hidden = [],
}: {
  current: string
  userName: string
  csrfToken: string
  AppLink?: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>
  appPrefix?: string
  /** Sections the signed-in user's role may not use (the Site section for an editor): not offered. */
  hidden?: readonly string[]
}) {
  const [leaving, setLeaving] = useState(false)
  return (
    <header className="ui-header">
      <span className="ui-header__brand">Dealer Blocks</span>
      <nav className="ui-header__nav" aria-label="Sections">
        {PRODUCT_SECTIONS.filter((section) => !hidden.includes(section.key)).map((section) => {
          const Link = AppLink && appPrefix && section.href.startsWith(appPrefix) ? AppLink : 'a'
          return (
            <Link
              key={section.key}
              href={section.href}
              aria-current={section.key === current ? 'page' : undefined}
            >
              {section.label}
            </Link>
          )
        })}
      </nav>
      <div className="ui-header__user">
        <span data-testid="signed-in-user">
          <span className="visually-hidden">Signed in as </span>
          {userName}
        </span>
        <Button
          size="small"
          disabled={leaving}
          onClick={() => {
            setLeaving(true)
            void signOut(csrfToken)
          }}
        >
          Sign out
        </Button>
      </div>
    </header>
  )
}
