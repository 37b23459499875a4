// The activities area's catalogue entries on their screens (cases: activities.cases.ts).
import { activitiesCases } from './activities.cases.ts'
import { catalogueScreenTests } from './screen-suite.ts'

catalogueScreenTests(activitiesCases)
