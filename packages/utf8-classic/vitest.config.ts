import { projectConfig } from '../../vitest.shared.ts'

export default projectConfig('utf8-classic')
