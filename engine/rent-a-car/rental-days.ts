import { dayNumber } from '../dates/day-number.js'

/**
 * How many days a rental is charged for: the nights between pick-up and return, and at least one (a car
 * returned the day it was picked up is a day's rental). Null until both dates are real and in order.
 */
export function rentalDays(pickupDate: string, dropoffDate: string): number | null {
  const start = dayNumber(pickupDate)
  const end = dayNumber(dropoffDate)
  if (start === null || end === null || end < start) return null
  return Math.max(1, end - start)
}
