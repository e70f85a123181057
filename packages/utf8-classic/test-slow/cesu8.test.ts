import { CESU8 } from '../src/_scheme.ts'
import { cesu8 } from '../src/index.ts'
import { describeSweep } from './describe-sweep.ts'

describeSweep(cesu8, CESU8)
