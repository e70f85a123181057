import { UTF8 } from '../src/_scheme.ts'
import { utf8 } from '../src/index.ts'
import { describeSweep } from './describe-sweep.ts'

describeSweep(utf8, UTF8)
