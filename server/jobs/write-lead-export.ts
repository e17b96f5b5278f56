import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import type { FormDefinition } from '../../engine/forms/form-definition.js'
import type { Database } from '../db/database.js'
import { csvCell } from './csv-cell.js'
import { leadPages, type LeadFilter } from './lead-pages.js'
import { leadTextValue } from './lead-text-value.js'

export interface LeadExportRequest {
  id: string
  format: 'csv' | 'xlsx'
  filter: LeadFilter
  sort: string
}

/**
 * Writes a form's leads to `<dir>/<export id>.<format>`: columns created_at, id, then the form's field
 * names; CSV through a write stream with backpressure, XLSX through exceljs's streaming WorkbookWriter,
 * a page of 1,000 leads at a time. Written under a temporary name and renamed when complete. Answers the
 * number of rows.
 */
export async function writeLeadExport(
  database: Database,
  definition: FormDefinition,
  request: LeadExportRequest,
  dir: string,
): Promise<{ rows: number; file: string }> {
  await mkdir(dir, { recursive: true })
  const file = join(dir, `${request.id}.${request.format}`)
  const partial = `${file}.partial`
  const names = definition.fields.map((f) => f.name)
  const header = ['created_at', 'id', ...names]
  const pages = leadPages(database, definition.id, request.filter, request.sort !== 'created_at')
  let rows = 0
  try {
    if (request.format === 'csv') {
      const out = createWriteStream(partial)
      const write = async (line: string) => {
        if (!out.write(line)) await once(out, 'drain')
      }
      // A byte-order mark, so spreadsheet programs read the file as UTF-8.
      await write(`\uFEFF${header.map(csvCell).join(',')}\r\n`)
      for await (const page of pages) {
        let chunk = ''
        for (const lead of page) {
          const cells = [
            new Date(lead.created_at).toISOString(),
            lead.id,
            ...names.map((n) => leadTextValue(lead.attributes[n])),
          ]
          chunk += `${cells.map(csvCell).join(',')}\r\n`
        }
        rows += page.length
        await write(chunk)
      }
      out.end()
      await once(out, 'finish')
    } else {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: partial, useSharedStrings: false })
      const sheet = workbook.addWorksheet('Leads')
      sheet.addRow(header).commit()
      for await (const page of pages) {
        for (const lead of page)
          sheet
            .addRow([
              new Date(lead.created_at).toISOString(),
              lead.id,
              ...names.map((n) => leadTextValue(lead.attributes[n])),
            ])
            .commit()
        rows += page.length
      }
      sheet.commit()
      await workbook.commit()
    }
    await rename(partial, file)
    return { rows, file }
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}
