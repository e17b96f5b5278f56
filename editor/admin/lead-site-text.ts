/** A lead's site as the leads screens show it: its name, or why there is none (leads stored before). */
export const leadSiteText = (site: string | null, name: (key: string) => string): string =>
  site === null ? 'Not recorded' : name(site)
