import { Router, type Request } from 'express'
import { DEALER_ID } from '../../engine/dealers/dealer-text-patterns.js'
import { validateDealerInput } from '../../engine/dealers/validate-dealer-input.js'
import { badRequest, HttpError, notFound } from '../http/http-error.js'
import { audit } from '../ops/audit.js'
import { requireAdmin } from '../auth/require-admin.js'
import { adminSites } from './admin-sites.js'
import type { Site } from '../storage/site-store.js'
import type { Storage } from '../storage/storage.js'
import { dealerListQuery } from './dealer-list-query.js'

function dealerId(req: Request): string {
  const id = String(req.params.id)
  if (!DEALER_ID.test(id)) throw badRequest('The dealer id is not valid')
  return id
}

/**
 * The Dealers screen's API (issue 14, decision 038), mounted at /admin/api behind the sign-in guard and the
 * CSRF check; editors may read, only admins change (requireAdmin): a site's retailers (those selling its brand), one retailer, create, save over the version it
 * started from (409 when another save came first, with the current retailer), and delete (409 while it owns
 * vehicles). Input is checked by validateDealerInput, the rules the screen runs too (422 naming each
 * field); every write is audited. Answers `{ data: { data, meta? } }` like the other admin lists.
 */
export function dealersApi(storage: Storage, sites: readonly Site[]): Router {
  const router = Router()
  const store = storage.dealers
  const brands = [...new Set(sites.map((site) => site.brand))]

  function input(body: unknown) {
    const checked = validateDealerInput(body, brands)
    if (!checked.ok)
      throw new HttpError(422, 'validation_failed', 'Some fields need attention', checked.errors)
    return checked.value
  }
  async function codeFree(code: string, exceptId?: string) {
    if (await store.codeTaken(code, exceptId))
      throw new HttpError(409, 'dealer_code_taken', `Another retailer has the dealer code ${code}`, [
        { field: 'dealer_code', message: 'is taken by another retailer' },
      ])
  }

  /**
   * The retailer, when it sells the brand of a site the user may see (decision 067); any other is as absent
   * as none.
   */
  async function visibleDealer(req: Request, id: string) {
    const dealer = await store.get(id)
    const visibleBrands = adminSites(req, sites).map((site) => site.brand)
    if (!dealer || !dealer.brands.some((brand) => visibleBrands.includes(brand)))
      throw notFound('No such retailer')
    return dealer
  }

  router.get('/dealers', async (req, res) => {
    const visible = adminSites(req, sites)
    const query = dealerListQuery(req.query, visible, res.locals.site as Site | undefined)
    const { dealers, total } = await store.list({ brand: query.site.brand, ...query })
    res.set('Cache-Control', 'no-store').json({
      data: {
        data: dealers,
        meta: {
          total,
          page: query.page,
          items: query.items,
          pages: Math.ceil(total / query.items),
          site: query.site.key,
          // The screen's choice of site, of those the user may see: each lists the retailers of its brand.
          sites: visible.map((s) => ({ key: s.key, name: s.name, brand: s.brand })),
        },
      },
    })
  })

  router.get('/dealers/:id', async (req, res) => {
    const dealer = await visibleDealer(req, dealerId(req))
    res.set('Cache-Control', 'no-store').json({ data: { data: dealer } })
  })

  router.post('/dealers', requireAdmin, async (req, res) => {
    const value = input(req.body)
    await codeFree(value.dealer_code)
    const dealer = await store.create(value)
    audit(req, 'dealer.create', dealer.id, { dealer_code: dealer.dealer_code })
    res.status(201).json({ data: { data: dealer } })
  })

  router.put('/dealers/:id', requireAdmin, async (req, res) => {
    const id = dealerId(req)
    const body = req.body as { version?: unknown } | undefined
    const version = body?.version
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > 2 ** 31 - 1)
      throw new HttpError(422, 'validation_failed', 'Some fields need attention', [
        { field: 'version', message: 'must be the version the edit started from' },
      ])
    const value = input(req.body)
    await visibleDealer(req, id)
    await codeFree(value.dealer_code, id)
    const saved = await store.update(id, value, version)
    if ('missing' in saved) throw notFound('No such retailer')
    if ('conflict' in saved)
      throw new HttpError(
        409,
        'version_conflict',
        `${saved.conflict.name} was saved by someone else since version ${version}`,
        { current: saved.conflict },
      )
    audit(req, 'dealer.update', id, { version: saved.dealer.version })
    res.json({ data: { data: saved.dealer } })
  })

  router.delete('/dealers/:id', requireAdmin, async (req, res) => {
    const id = dealerId(req)
    await visibleDealer(req, id)
    const removed = await store.remove(id)
    if ('missing' in removed) throw notFound('No such retailer')
    if ('vehicles' in removed)
      throw new HttpError(
        409,
        'dealer_has_stock',
        `The retailer owns ${removed.vehicles} vehicle${removed.vehicles === 1 ? '' : 's'} in stock: move or sell them first`,
      )
    audit(req, 'dealer.delete', id)
    res.status(204).end()
  })

  return router
}
