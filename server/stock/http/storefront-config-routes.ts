import { Router } from 'express'
import type { Database } from '../../db/database.js'
import { HttpError, badRequest, notFound } from '../../http/http-error.js'
import { StorefrontReferenceStore } from '../storefront-reference-store.js'
import { readParams } from './read-params.js'
import { requestParams } from './request-params.js'
import { STOCK_CACHE_CONTROL } from './stock-cache-control.js'

const KEY = /^[A-Za-z0-9_-]{1,64}$/
const LANGUAGE = /^[a-z]{2}(-[a-z]{2})?$/i
const FALLBACK_LANGUAGE = 'en'

/**
 * The storefront's configuration calls (000 §7): company config by key or all (the Company-Config header
 * names the company, the site key), widget translations by id or language code with English behind every
 * missing key, the trade-in form options per language, and the configurator vehicle of a config_url.
 */
export function storefrontConfigRoutes(database: Database): Router {
  const router = Router()
  const reference = new StorefrontReferenceStore(database)

  router.get('/company_config/:key', async (req, res) => {
    const company = req.get('Company-Config')
    if (company === undefined || company === '')
      throw new HttpError(400, 'bad_header', 'The Company-Config header is required', [
        { parameter: 'Company-Config', message: 'is required' },
      ])
    if (!KEY.test(company)) throw badRequest('The Company-Config header must be a company key')
    const key = req.params.key as string
    if (!KEY.test(key)) throw badRequest('The config key is not valid')
    const { config_type: types } = readParams(requestParams(req), {
      config_type: { pattern: /^[a-z_,]+$/, message: 'must be a comma-separated list of config types' },
    })
    const rows = await reference.companyConfigs(company)
    if (rows.length === 0) throw notFound(`Unknown company ${company}`)
    res.set('Cache-Control', STOCK_CACHE_CONTROL)
    if (key === 'all') {
      const wanted = types?.[0]?.split(',').filter(Boolean)
      const entries = rows.filter((row) => !wanted || wanted.includes(row.config_key))
      res.json({ data: { data: entries.map((row) => row.data) } })
      return
    }
    const entry = rows.find((row) => row.config_key === key)
    if (!entry) throw notFound(`No company config ${key} for ${company}`)
    res.json({ data: { data: entry.data } })
  })

  router.get('/widget_translations_configs/:id', async (req, res) => {
    const id = (req.params.id as string).toLowerCase()
    readParams(requestParams(req), {})
    if (!KEY.test(id)) throw badRequest('The translations id is not valid')
    const rows = await reference.widgetTranslations(id, FALLBACK_LANGUAGE)
    const found = rows.find((row) => row.id === id || row.language === id)
    if (!found && !LANGUAGE.test(id)) throw notFound(`No widget translations ${id}`)
    const english = rows.find((row) => row.language === FALLBACK_LANGUAGE)?.data ?? {}
    res.set('Cache-Control', STOCK_CACHE_CONTROL).json({
      data: {
        id: found?.id ?? id,
        type: 'widget_translations_config',
        attributes: { language: found?.language ?? id, data: { ...english, ...(found?.data ?? {}) } },
      },
    })
  })

  router.get('/trade_in/form_options', async (req, res) => {
    const { lang } = readParams(requestParams(req), {
      lang: { pattern: LANGUAGE, message: 'must be a language code such as en or ar' },
    })
    const language = (lang?.[0] ?? FALLBACK_LANGUAGE).toLowerCase()
    const rows = await reference.tradeInOptions([language, language.slice(0, 2), FALLBACK_LANGUAGE])
    const row =
      rows.find((r) => r.language === language) ??
      rows.find((r) => r.language === language.slice(0, 2)) ??
      rows.find((r) => r.language === FALLBACK_LANGUAGE)
    res.set('Cache-Control', STOCK_CACHE_CONTROL).json({ data: row?.data ?? null })
  })

  router.get('/vehicles/config_data', async (req, res) => {
    const { config_url: url } = readParams(requestParams(req), {
      config_url: { required: true, pattern: /^https?:\/\/[^\s]+$/, message: 'must be a configurator URL' },
    })
    const configUrl = url?.[0] as string
    const vehicle = await reference.configuredVehicle(configUrl)
    if (!vehicle) throw notFound('No configured vehicle for this config_url')
    res.set('Cache-Control', STOCK_CACHE_CONTROL).json({ data: vehicle })
  })

  return router
}
