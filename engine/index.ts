// The engine's public surface: the block model, pure TypeScript that runs in the browser and on the server.
export type {
  Block,
  BlockOf,
  PageDocument,
  TemplateKey,
  AttributesByTemplate,
} from '../templates/generated/types.js'
export type { SchemaNode } from './json-schema.js'
export { TEMPLATE_GROUPS, type TemplateGroup, type TemplateInfo } from './registry/template-info.js'
export { getTemplate, isTemplateKey, listTemplates, templatesByGroup } from './registry/template-registry.js'
export {
  templateStructure,
  fieldSchemaAt,
  type SlotSpec,
  type GroupSpec,
} from './registry/template-structure.js'
export { defaultValue, defaultObject } from './defaults/default-value.js'
export { newBlock } from './defaults/new-block.js'
export { newId } from './defaults/new-id.js'
export { validatePage } from './validation/validate-page.js'
export type { ValidationError, ValidationResult } from './validation/validation-error.js'
export { walkBlocks, locateBlock, type BlockLocation } from './tree/walk-blocks.js'
export { slotInstances, type SlotInstance } from './tree/slot-instances.js'
export { applyAction, applyActionWithPatches, canApply } from './operations/apply-action.js'
export type { EditorAction, Target, Verdict } from './operations/editor-action.js'
export {
  migratePage,
  migrationsOf,
  type TemplateMigration,
  type AppliedMigration,
} from './migrations/migrate-page.js'
export { loadPage, type LoadedPage } from './migrations/load-page.js'
