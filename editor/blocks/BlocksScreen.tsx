import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import { TEMPLATE_GROUPS } from '../../engine/registry/template-info.js'
import { getTemplate, listTemplates } from '../../engine/registry/template-registry.js'
import { filterLibrary } from '../library/filter-library.js'
import { TemplateThumbnail } from '../library/TemplateThumbnail.js'
import { AppHeader } from '../ui/AppHeader.js'
import { EmptyState } from '../ui/EmptyState.js'
import { Input } from '../ui/Input.js'
import type { Session } from '../ui/read-session.js'
import { BlockDetail } from './BlockDetail.js'
import { useBlocksRoute } from './blocks-route.js'
import './blocks.css'

/**
 * /cms/blocks: the template catalogue as documentation. Every template (hidden ones too, marked), grouped
 * and searchable, each with its picture; /cms/blocks/<key> shows one with a live preview, its limits and its
 * fields.
 */
export function BlocksScreen({ session }: { session: Session }) {
  const [key, open] = useBlocksRoute()
  const [query, setQuery] = useState('')
  const groups = useMemo(() => {
    const all = listTemplates({ includeHidden: true })
    const grouped = TEMPLATE_GROUPS.map((group) => ({
      group,
      templates: all.filter((t) => t.group === group),
    }))
    return filterLibrary(
      grouped.filter((g) => g.templates.length > 0),
      query,
    )
  }, [query])
  const template = key ? getTemplate(key) : undefined
  const detail = useRef<HTMLDivElement>(null)
  useEffect(() => {
    document.title = template ? `${template.name} · Blocks` : 'Blocks'
  }, [template])
  const choose = (event: MouseEvent<HTMLAnchorElement>, next: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    open(next)
    // The detail is below the list on a phone: take the reader (and the focus) to it.
    detail.current?.focus({ preventScroll: true })
    detail.current?.scrollIntoView({ block: 'start' })
  }
  const count = groups.reduce((n, g) => n + g.templates.length, 0)
  return (
    <div className="ui-app blocks-app">
      <AppHeader current="blocks" userName={session.user.name} csrfToken={session.csrfToken} />
      <main className="blocks-main" aria-labelledby="blocks-title">
        <nav className="blocks-nav" aria-labelledby="blocks-title">
          <h1 id="blocks-title">Blocks</h1>
          <p className="ui-hint">
            {listTemplates({ includeHidden: true }).length} templates: what each shows, its fields and its
            limits.
          </p>
          <div role="search" aria-label="Find templates">
            <Input
              label="Search"
              type="search"
              placeholder="Name, key, description or group"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <p className="visually-hidden" role="status">
            {query ? `${count} template${count === 1 ? '' : 's'} match` : ''}
          </p>
          {groups.map(({ group, templates }) => (
            <section key={group} aria-label={group} className="blocks-nav__group">
              <h2 className="blocks-nav__group-title">{group}</h2>
              <ul className="blocks-nav__list">
                {templates.map((t) => (
                  <li key={t.key}>
                    <a
                      href={`/cms/blocks/${t.key}`}
                      className="blocks-nav__link"
                      aria-current={t.key === key ? 'page' : undefined}
                      onClick={(event) => choose(event, t.key)}
                      data-testid={`blocks-nav:${t.key}`}
                    >
                      <TemplateThumbnail
                        templateKey={t.key}
                        name={t.name}
                        theme="lrdx"
                        className="template-thumbnail--small"
                      />
                      <span className="blocks-nav__text">
                        <span className="blocks-nav__name">
                          {t.name}
                          {t.hidden ? <span className="blocks-nav__flag"> (hidden)</span> : null}
                        </span>
                        <span className="blocks-nav__description">
                          {t.short_description ?? t.description}
                        </span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {count === 0 ? <p className="ui-hint">No template matches “{query}”.</p> : null}
        </nav>
        <div className="blocks-main__detail" ref={detail} tabIndex={-1}>
          {template ? (
            <BlockDetail key={template.key} template={template} csrfToken={session.csrfToken} />
          ) : key ? (
            <EmptyState title={`No template "${key}"`}>Choose one of the list.</EmptyState>
          ) : (
            <EmptyState title="Choose a template">
              Pick a template from the list to see it live, with its fields and limits.
            </EmptyState>
          )}
        </div>
      </main>
    </div>
  )
}
