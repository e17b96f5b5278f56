import { retailerJsonLd, type RetailerSchemaFields } from '../../../engine/dealers/retailer-json-ld.js'
import { languageOf } from '../../../engine/storefront/language-of.js'
import { safeJson } from '../island.js'
import { useRenderContext } from '../../context/render-context.js'
import type { RetailerSchemaData } from './load-retailer-schema.js'

/**
 * The JSON-LD of a retailer schema block (an AutoDealer or an AutoRepair) as a script data block: search
 * engines read it, visitors see nothing, and the CSP does not apply to data. Nothing without a name and a
 * street address. In the editor (no loaded data) a line says what the block is.
 */
export function RetailerJsonLd({
  type,
  attributes,
  data,
}: {
  type: 'AutoDealer' | 'AutoRepair'
  attributes: RetailerSchemaFields
  data: RetailerSchemaData | undefined
}) {
  const { locale } = useRenderContext()
  if (!data)
    return (
      <p className="retailer-schema__placeholder">{`schema.org ${type} for search engines: not shown to visitors`}</p>
    )
  const json = retailerJsonLd(type, attributes, data.dealer, {
    origin: data.origin,
    language: languageOf(locale),
  })
  if (!json) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(json) }} />
}
