import { describe, expect, it } from 'vitest'
import { shouldConfirmExit } from '../../../engine/rules/exit-popup.js'
import { isExternalUrl } from '../../../engine/rules/external-url.js'

const whitelist =
  'https://www.landrover.com.au/*\nhttps://*.jaguar.com.au/*\nhttps://finance.example.com/apply'
const blacklist = 'https://www.landrover.com.au/owners/*'

describe('shouldConfirmExit (001 §4, §5)', () => {
  it.each<[string, string, string, boolean]>([
    ['https://www.landrover.com.au/vehicles', whitelist, blacklist, true],
    ['https://www.landrover.com.au/owners/manuals', whitelist, blacklist, false],
    ['https://shop.jaguar.com.au/gifts', whitelist, blacklist, true],
    ['https://finance.example.com/apply', whitelist, '', true],
    ['https://finance.example.com/apply?amount=50000', whitelist, '', true],
    ['https://finance.example.com/apply/', whitelist, '', true],
    ['https://finance.example.com/apply#step-2', whitelist, '', true],
    ['https://finance.example.com/apply/more', whitelist, '', false],
    ['HTTPS://WWW.LANDROVER.COM.AU/Vehicles', whitelist, '', true],
    ['https://www.youtube.com/watch?v=1', whitelist, '', false],
    ['https://www.landrover.com.au/vehicles', '', '', false],
    ['https://www.landrover.com.au/vehicles', '\n  \n', '', false],
    ['https://anything.example.com', '*', '', true],
    ['https://anything.example.com', '*', '*example.com*', false],
    ['https://a.example.com/x', 'https://a.example.com/x?ignored=1', '', true],
    ['https://a.example.com/x', 'https://a.example.com/x', 'https://a.example.com/x?q', false],
    ['https://aXexample.com/', 'https://a.example.com/', '', false],
  ])('%s (whitelist %j, blacklist %j) gives %s', (url, doUrl, dontUrl, expected) => {
    expect(shouldConfirmExit(url, { do_url: doUrl, dont_url: dontUrl })).toBe(expected)
  })
})

describe('isExternalUrl', () => {
  it.each<[string, string, boolean]>([
    ['https://www.landrover.com.au/', 'lrdx.example.com', true],
    ['//cdn.example.net/x', 'lrdx.example.com', true],
    ['https://lrdx.example.com/offers', 'lrdx.example.com', false],
    ['https://www.lrdx.example.com/offers', 'lrdx.example.com', false],
    ['http://LRDX.example.com:8080/', 'lrdx.example.com', false],
    ['/offers', 'lrdx.example.com', false],
    ['#top', 'lrdx.example.com', false],
    ['mailto:sales@example.com', 'lrdx.example.com', false],
    ['tel:+61290000000', 'lrdx.example.com', false],
  ])('%s from %s gives %s', (href, host, expected) => {
    expect(isExternalUrl(href, host)).toBe(expected)
  })
})
