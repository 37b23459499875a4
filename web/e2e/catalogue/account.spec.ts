// The account area's catalogue entries on their screens (cases: account.cases.ts).
import { accountCases } from './account.cases.ts'
import { catalogueScreenTests } from './screen-suite.ts'

catalogueScreenTests(accountCases)
