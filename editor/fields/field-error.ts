/** A validation error of the edited block, with its path relative to the block's attributes. */
export interface FieldError {
  /** JSON pointer within the attributes ("/tabs/0/tab_label"). */
  pointer: string
  message: string
}
