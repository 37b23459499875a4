// The money area's catalogue entries on their screens (cases: money.cases.ts).
import { moneyCases } from './money.cases.ts'
import { catalogueScreenTests } from './screen-suite.ts'

catalogueScreenTests(moneyCases)
