/**
 * A nameplate key as editors may type it, made comparable: "Range Rover Sport", "range_rover_sport" and
 * " range-rover-sport " are all "range-rover-sport".
 */
export function nameplateKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
}
