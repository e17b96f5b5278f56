// The WHATWG URLSearchParams, present in browsers and in Node 20+: listing-params.ts reads and writes the
// stock API's query strings with it. Declared here (the part the engine uses) because engine/tsconfig.json
// has neither the DOM nor the Node types; the full typings merge with this where those libraries are loaded.
interface URLSearchParams {
  append(name: string, value: string): void
  set(name: string, value: string): void
  get(name: string): string | null
  getAll(name: string): string[]
  has(name: string): boolean
  delete(name: string): void
  toString(): string
  [Symbol.iterator](): IterableIterator<[string, string]>
}
// eslint-disable-next-line no-var
declare var URLSearchParams: {
  prototype: URLSearchParams
  new (init?: string | Record<string, string> | string[][] | URLSearchParams): URLSearchParams
}
