/**
 * The bench:ssr baseline for the cached page: a tiny Express app sending fixed bytes from memory, in its
 * own process. Arguments: the file, the port, and optionally the Content-Encoding the bytes already have
 * (the cached page as the real server compressed it), so nothing is compressed per request.
 */
import { readFileSync } from 'node:fs'
import express from 'express'
import { answerCpuRequests } from './answer-cpu-requests.js'

const [file, port, encoding] = process.argv.slice(2)
const body = readFileSync(file as string)
const app = express()
app.disable('x-powered-by')
// The site sends a precomputed ETag; hashing the body per request here would slow the baseline down.
app.set('etag', false)
app.get(['/', '/*path'], (_req, res) => {
  if (encoding) res.set('Content-Encoding', encoding).set('Vary', 'Accept-Encoding')
  res.type('html').send(body)
})
answerCpuRequests()
app.listen(Number(port), () => process.send?.('ready'))
