import type { ReactNode } from 'react'
import type { Block } from '../../templates/generated/types.js'
import { BlockList } from '../../renderer/blocks/block-list.js'
import type { HtmlReuse } from '../../renderer/context/html-reuse.js'
import type { RenderContext } from '../../renderer/context/render-context.js'
import { PageLayout, type PageLayoutProps } from '../../renderer/layout/PageLayout.js'
import type { LoaderContext } from '../../renderer/loader-context.js'
import type { Site } from '../storage/site-store.js'
import { textDirection } from '../../engine/rules/text-direction.js'
import { RenderProviders } from './render-providers.js'
import { localePrefix } from '../../engine/locales/locale-prefix.js'

export interface BodyInput {
  site: Site
  locale: string
  layout: Omit<PageLayoutProps, 'children'>
  blocks?: Block[]
  /** Content in place of blocks (the not-found page). */
  content?: ReactNode
  strict: boolean
  /** What block loaders read (query, settings, stock); absent, loader blocks show their error state. */
  loaderContext?: LoaderContext
  /** Where rendered fragments are reused from (docs/decisions/018); absent, everything renders in place. */
  reuse?: HtmlReuse | null
}

export function renderContextFor(site: Site, locale: string, strict: boolean): RenderContext {
  return {
    site: { key: site.key, name: site.name, brand: site.brand },
    theme: site.theme,
    locale,
    dir: textDirection(locale),
    environment: 'server',
    strict,
    localePrefix: localePrefix(site, locale),
  }
}

/** The React tree of a page's body: the site's layout around the page's blocks. */
export function pageBody(input: BodyInput): ReactNode {
  return (
    <RenderProviders
      context={renderContextFor(input.site, input.locale, input.strict)}
      reuse={input.reuse ?? null}
      data={new Map()}
      loaderContext={input.loaderContext ?? null}
    >
      <PageLayout {...input.layout}>{input.content ?? <BlockList blocks={input.blocks} root />}</PageLayout>
    </RenderProviders>
  )
}
