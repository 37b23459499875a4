// The login area's catalogue entries on their screens (cases: login.cases.ts).
import { loginCases } from './login.cases.ts'
import { catalogueScreenTests } from './screen-suite.ts'

catalogueScreenTests(loginCases)
