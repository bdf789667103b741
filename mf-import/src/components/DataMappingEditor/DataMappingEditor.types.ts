import type { FieldColumn, MappingColumn } from '../../domain/dataMappingCells';
import type { DataMappingDraft } from '../../domain/dataMappingDraft';

/** What each table of the editor gets from the editor's state. */
export interface EditorTableProps {
  draft: DataMappingDraft;
  readOnly: boolean;
  /** The codes to show on a cell of a row. */
  errorsOf: (rowKey: string, column: FieldColumn | MappingColumn) => readonly string[];
  /** Changes the draft; `rowKey` names the row the user edited. */
  edit: (change: (draft: DataMappingDraft) => DataMappingDraft, rowKey?: string) => void;
}
