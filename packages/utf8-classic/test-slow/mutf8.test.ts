import { MUTF8 } from '../src/_scheme.ts'
import { mutf8 } from '../src/index.ts'
import { describeSweep } from './describe-sweep.ts'

describeSweep(mutf8, MUTF8)
