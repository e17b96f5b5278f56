/**
 * What an emptied text field stores: an empty string when the field is required (the schema then says
 * whether that is allowed), nothing otherwise, so optional fields with a pattern do not turn invalid.
 */
export function emptyString(text: string, required: boolean): string | undefined {
  return text === '' && !required ? undefined : text
}
