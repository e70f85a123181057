import { RFC2279 } from '../src/_scheme.ts'
import { utf8Rfc2279 } from '../src/index.ts'
import { describeSweep } from './describe-sweep.ts'

describeSweep(utf8Rfc2279, RFC2279)
