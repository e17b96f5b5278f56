import type { Request } from 'express'
import { HttpError } from '../http/http-error.js'
import type { LeadFilter } from '../jobs/lead-pages.js'
import { filterParam } from './filter-param.js'
import { queryDate } from './query-date.js'
import { sortParam } from './sort-param.js'

export interface LeadListQuery {
  items: number
  page: number
  filter: LeadFilter
  descending: boolean
}

const bad = (parameter: string, message: string) =>
  new HttpError(400, 'bad_request', `${parameter} ${message}`, [{ parameter, message }])

function integer(query: Request['query'], parameter: string, fallback: number, max: number): number {
  const value = query[parameter]
  if (value === undefined || value === '') return fallback
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw bad(parameter, 'must be a whole number')
  const n = Number(value)
  if (n < 1 || n > max) throw bad(parameter, `must be between 1 and ${max}`)
  return n
}

/** GET /forms/{id}/leads query (001 §7): items (default 25, max 100), page, date filters, sort. */
export function leadListQuery(query: Request['query']): LeadListQuery {
  const gteq = queryDate('filter[created_at_gteq]', filterParam(query, 'created_at_gteq'))
  const lteq = queryDate('filter[created_at_lteq]', filterParam(query, 'created_at_lteq'), true)
  return {
    items: integer(query, 'items', 25, 100),
    page: integer(query, 'page', 1, 1_000_000),
    filter: { ...(gteq ? { created_at_gteq: gteq } : {}), ...(lteq ? { created_at_lteq: lteq } : {}) },
    descending: sortParam(query.sort),
  }
}
