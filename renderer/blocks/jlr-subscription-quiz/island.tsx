import { blockIsland } from '../block-island.js'
import { JlrSubscriptionQuiz } from './jlr-subscription-quiz.js'

export default blockIsland(JlrSubscriptionQuiz)
