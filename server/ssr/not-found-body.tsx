import type { ReactNode } from 'react'
import { notFoundContent } from '../../engine/rules/not-found-content.js'
import { NotFoundContent } from '../../renderer/layout/NotFoundContent.js'
import type { Site } from '../storage/site-store.js'
import type { LayoutData } from './layout-props.js'
import { layoutProps } from './layout-props.js'
import { pageBody } from './page-body.js'

/** The not-found page (000 §2, §8) inside the site's layout, with the settings override. */
export function notFoundBody(
  site: Site,
  locale: string,
  data: LayoutData,
  log: (m: string) => void,
): ReactNode {
  const content = notFoundContent(site.theme, data.settings['404'])
  if (content.message) log(content.message)
  return pageBody({
    site,
    locale,
    layout: layoutProps(site, '/404', data, null, log),
    content: <NotFoundContent content={content} />,
    strict: false,
  })
}
