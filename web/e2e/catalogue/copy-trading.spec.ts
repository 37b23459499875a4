// The copy-trading area's catalogue entries on their screens (cases: copy-trading.cases.ts).
import { copyTradingCases } from './copy-trading.cases.ts'
import { catalogueScreenTests } from './screen-suite.ts'

catalogueScreenTests(copyTradingCases)
