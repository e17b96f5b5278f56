// The one platform API the engine uses: Web Crypto's random values, present in browsers and in Node 20+.
// Declared here because engine/tsconfig.json has neither the DOM nor the Node types.
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T }
