import { BlockList, isIP } from 'node:net'

// Everything that is not the public internet: an outbound call to one of these reaches this machine, its
// network or the cloud's metadata service (169.254.169.254) on an attacker's behalf.
const BLOCKED = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: tunnels to an IPv4 address hidden in the bits
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6')

/**
 * Whether an outbound call must not reach `address` (an IPv4 or IPv6 address as DNS answers it): loopback,
 * private, link-local (the metadata service), CGNAT, multicast, reserved and documentation ranges. IPv6
 * forms that carry an IPv4 address (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`,
 * 6to4 `2002::/16`) are judged by that address. Anything that is not an IP address is blocked.
 */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(bare)
  if (family === 4) return BLOCKED.check(bare, 'ipv4')
  if (family !== 6) return true
  const embedded = embeddedIpv4(ipv6Words(bare))
  if (embedded) return isBlockedAddress(embedded)
  return BLOCKED.check(bare, 'ipv6')
}

/** The eight 16-bit words of a valid IPv6 address (with `::` and a dotted IPv4 tail expanded). */
function ipv6Words(address: string): number[] {
  let text = address.toLowerCase()
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part ? part.split(':').map((w) => parseInt(w, 16)) : [])
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/** The IPv4 address an IPv6 address stands for, when it is one of the forms that carry one. */
function embeddedIpv4(words: number[]): string | undefined {
  const quad = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
  const zeros = (from: number, to: number) => words.slice(from, to).every((w) => w === 0)
  const [w0, w1, , , , w5, w6 = 0, w7 = 0] = words
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible; ::1 and :: stay IPv6 and are blocked there).
  if (zeros(0, 5) && w5 === 0xffff) return quad(w6, w7)
  if (zeros(0, 6) && (w6 !== 0 || w7 > 1)) return quad(w6, w7)
  if (w0 === 0x64 && w1 === 0xff9b && zeros(2, 6)) return quad(w6, w7)
  if (w0 === 0x2002) return quad(words[1] ?? 0, words[2] ?? 0)
  return undefined
}
