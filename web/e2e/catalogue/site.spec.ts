// Entries any call may answer, on a screen (cases: site.cases.ts).
import { catalogueScreenTests } from './screen-suite.ts'
import { siteCases } from './site.cases.ts'

catalogueScreenTests(siteCases)
