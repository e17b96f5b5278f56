/** One line of a results table: a driver or a team. */
export interface RacingResultRow {
  position: number
  name: string
  team: string
  /** Championship points, when the file has them. */
  points: number | null
  /** A race time, gap or status ("+4.512", "DNF"), when the file has it. */
  detail: string
  /** The brand's own car or team: shown emphasised. */
  highlight: boolean
}

/** What a racing results file answers (decision 041): a title, what the table is, when, and the rows. */
export interface RacingResults {
  title: string
  session: string
  /** ISO date or date-time, or '' when the file does not say. */
  updated_at: string
  rows: RacingResultRow[]
}
