// The new-shares area's catalogue entries on their screens (cases: new-shares.cases.ts).
import { newSharesCases } from './new-shares.cases.ts'
import { catalogueScreenTests } from './screen-suite.ts'

catalogueScreenTests(newSharesCases)
