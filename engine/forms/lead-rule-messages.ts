/**
 * The texts of the client form rules (001 §5: required, min, size, max — max says "Character limit
 * exceeded") and of the type checks, the same in the browser and in the server's 422 answers.
 */
export const LEAD_RULE_MESSAGES = {
  required: 'This field is required',
  minLength: (n: number) => `Enter at least ${n} character${n === 1 ? '' : 's'}`,
  minValue: (n: number) => `Enter ${n} or more`,
  size: (n: number) => `Enter exactly ${n} character${n === 1 ? '' : 's'}`,
  max: 'Character limit exceeded',
  email: 'Enter a valid email address',
  phone: 'Enter a valid phone number',
  number: 'Enter a number',
  date: 'Enter a valid date (YYYY-MM-DD)',
  option: 'Choose one of the options',
  text: 'Must be text',
  list: 'Must be a list of options',
  boolean: 'Must be true or false',
  unknown: 'is not a field of this form',
} as const
