// The favorites area's catalogue entries on their screens (cases: favorites.cases.ts).
import { favoritesCases } from './favorites.cases.ts'
import { catalogueScreenTests } from './screen-suite.ts'

catalogueScreenTests(favoritesCases)
