/**
 * Whether the fuel quiz's question at `index` (from 0) takes several answers: question 3 does ("Select all
 * that apply"), the others take one (002 §5). Fixed by position, as the spec says, not an editor setting.
 */
export function allowsSeveralAnswers(index: number): boolean {
  return index === 2
}
