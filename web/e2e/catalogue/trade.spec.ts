// The trade area's catalogue entries on their screens (cases: trade.cases.ts).
import { catalogueScreenTests } from './screen-suite.ts'
import { tradeCases } from './trade.cases.ts'

catalogueScreenTests(tradeCases)
