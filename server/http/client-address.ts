import { isIPv6 } from 'node:net'
import type { Request } from 'express'

/**
 * The client a per-client limit counts (decision 064): its address as Express gives it (`req.ip`, through
 * the trusted proxies of TRUST_PROXY), an IPv4-mapped IPv6 address as the IPv4 one, and any other IPv6
 * address as its /64: one subscriber gets a whole /64 and can change its last 64 bits at will, so counting
 * whole addresses would give them billions of clients.
 */
export function clientAddress(req: Request): string {
  const ip = req.ip ?? ''
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1] as string
  if (!isIPv6(ip)) return ip
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`
}

/** The eight groups of an IPv6 address, `::` filled with zero groups (no embedded IPv4 expected here). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::')
  const front = head ? head.split(':') : []
  const back = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0')
  return [...front, ...zeros, ...back].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
}
