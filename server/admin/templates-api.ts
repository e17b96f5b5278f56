import { Router } from 'express'
import { TEMPLATE_GROUPS } from '../../engine/registry/template-info.js'
import { listTemplates } from '../../engine/registry/template-registry.js'

/** GET /templates: the catalogue the editor builds its library and forms from, straight from the schemas. */
export function templatesApi(): Router {
  const router = Router()
  const catalogue = { groups: TEMPLATE_GROUPS, templates: listTemplates({ includeHidden: true }) }
  router.get('/templates', (_req, res) => {
    res.set('Cache-Control', 'private, max-age=60').json({ data: catalogue })
  })
  return router
}
