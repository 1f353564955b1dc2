import type { ReactNode } from 'react';
import { focusRing } from './styles';

export interface DataColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column naming the row: rendered as `<th scope="row">`. */
  rowHeader?: boolean;
}

export interface DataTableProps<T> {
  /** Names the scrollable region and the table (read by screen readers). */
  label: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Minimum table width before it scrolls sideways on small screens. */
  minWidthClass?: string;
}

/** A table inside a keyboard-focusable, horizontally scrolling region. */
export function DataTable<T>({ label, columns, rows, rowKey, minWidthClass = 'min-w-[40rem]' }: DataTableProps<T>) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-800 ${focusRing}`}
    >
      <table className={`w-full ${minWidthClass} border-collapse text-left text-sm sm:text-base`}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-100 dark:bg-slate-900">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-3 font-semibold text-slate-900 dark:text-slate-100">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-200 align-top dark:border-slate-700">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className="px-4 py-3 font-semibold text-slate-900 dark:text-slate-100">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className="px-4 py-3 text-slate-700 dark:text-slate-300">
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
