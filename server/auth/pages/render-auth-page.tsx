import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/** The stylesheet every sign-in page links (a file, so the pages need no CSP nonce). */
export const AUTH_CSS_URL = '/auth/auth.css'

/** A whole sign-in page as HTML: no script, one small stylesheet, kept out of search engines. */
export function renderAuthPage(title: string, body: ReactNode): string {
  return (
    '<!DOCTYPE html>' +
    renderToStaticMarkup(
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="none" />
          <title>{title}</title>
          <link rel="stylesheet" href={AUTH_CSS_URL} />
        </head>
        <body>
          <main>{body}</main>
        </body>
      </html>,
    )
  )
}
