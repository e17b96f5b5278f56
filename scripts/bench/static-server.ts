// The bench:ssr baseline: Express sending fixed bytes from memory, in its own process.
import { readFileSync } from 'node:fs'
import express from 'express'

const [file, port] = process.argv.slice(2)
const body = readFileSync(file as string)
const app = express()
app.disable('x-powered-by')
app.get(['/', '/*path'], (_req, res) => {
  res.type('html').send(body)
})
app.listen(Number(port), () => process.send?.('ready'))
