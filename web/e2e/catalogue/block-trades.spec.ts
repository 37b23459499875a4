// The block-trades area's catalogue entries on their screens (cases: block-trades.cases.ts).
import { blockTradesCases } from './block-trades.cases.ts'
import { catalogueScreenTests } from './screen-suite.ts'

catalogueScreenTests(blockTradesCases)
