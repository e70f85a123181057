import { WTF8 } from '../src/_scheme.ts'
import { wtf8 } from '../src/index.ts'
import { describeSweep } from './describe-sweep.ts'

describeSweep(wtf8, WTF8)
