/**
 * The door to the command's speed paths (`tools/check-deps.mjs`: nothing outside `fast/` imports another
 * module of it).
 *
 * @module
 */

export { type CheckKernel, checkKernel } from './sort-check.ts'
