/**
 * The door to this package's speed routes (fast/README.md): outside fast/, code imports only this file.
 *
 * @module
 */

export { infinityAccelerator } from './accelerator.ts'
