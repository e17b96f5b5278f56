import { notFoundContent } from '../../engine/rules/not-found-content.js'
import { NotFoundContent } from '../../renderer/layout/NotFoundContent.js'
import type { Site } from '../storage/site-store.js'
import type { PageContent } from './page-renderer.js'

/** The not-found page (000 §2, §8) as page content for the render pipeline, with the settings override. */
export function notFoundPage(
  site: Site,
  settings: Record<string, string>,
  log: (m: string) => void,
): PageContent {
  const content = notFoundContent(site.theme, settings['404'])
  if (content.message) log(content.message)
  return {
    node: <NotFoundContent content={content} />,
    meta: { title: 'Page not found', no_index: true },
    styles: [],
  }
}
