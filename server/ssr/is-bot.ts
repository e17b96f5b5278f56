const BOT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|lighthouse|headlesschrome\/.*lighthouse/i

/** Crawlers get the whole page in one piece (all-ready), people get the shell first. */
export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && BOT.test(userAgent)
}
