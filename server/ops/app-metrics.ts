import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../db/database.js'
import { jobQueueDepth } from '../jobs/job-queue-depth.js'

/**
 * One app's Prometheus metrics (prom-client), in a registry of its own so several apps in one process (tests)
 * do not collide: process defaults, request latency per route (its `_count` is the request rate), page cache
 * hits and misses, the job queue's depth and the database pool, the last two read when scraped.
 */
export function appMetrics(database: Database) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  })
  const pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'CMS page requests answered from the page cache (hit) or rendered (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  })
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting or running, by kind and status',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      // A scrape while the database is away still answers the process metrics.
      const depth = await jobQueueDepth(database).catch(() => [])
      for (const { kind, status, count } of depth) this.set({ kind, status }, count)
    },
  })
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections: total, idle, and clients waiting for one (PostgreSQL only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.()
      if (!stats) return
      this.set({ state: 'total' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })
  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.observe({ method, route, status: String(status) }, seconds)
    },
    pageCache(result: 'hit' | 'miss') {
      pageCache.inc({ result })
    },
  }
}

export type AppMetrics = ReturnType<typeof appMetrics>
