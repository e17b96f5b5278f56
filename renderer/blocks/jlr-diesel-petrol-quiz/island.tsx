import { blockIsland } from '../block-island.js'
import { JlrDieselPetrolQuiz } from './jlr-diesel-petrol-quiz.js'

export default blockIsland(JlrDieselPetrolQuiz)
