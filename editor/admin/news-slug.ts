/**
 * An entry's address from its title: lower-case Latin letters and digits joined by single hyphens, accents
 * dropped ("Défender 130 arrives!" → "defender-130-arrives"). A title in another script gives an empty slug,
 * which the editor then types.
 */
export function newsSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '')
}
