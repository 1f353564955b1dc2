import { GUIDE_LABELS } from '../constants';
import { illustrationSlug } from '../content/urls';
import { DataTable, type DataColumn } from './DataTable';
import { ExternalLink } from './ExternalLink';

interface Site {
  name: string;
  url: string;
}

export interface SiteTableProps<T extends Site> {
  label: string;
  rows: readonly T[];
  /** Header of the first column, the site's name (the row header). */
  nameHeader: string;
  /** Columns between the name and the "Visit Site" link. */
  columns: DataColumn<T>[];
  /** Prefix of the name cells' ids, which the links reference with aria-describedby. */
  idPrefix: string;
  minWidthClass: string;
}

/** A table of websites: the name, the given columns, then a "Visit Site" link described by the name. */
export function SiteTable<T extends Site>({ label, rows, nameHeader, columns, idPrefix, minWidthClass }: SiteTableProps<T>) {
  const nameId = (row: T) => `${idPrefix}-${illustrationSlug(row.name)}`;
  return (
    <DataTable
      label={label}
      columns={[
        { header: nameHeader, rowHeader: true, cell: (row) => <span id={nameId(row)}>{row.name}</span> },
        ...columns,
        {
          header: 'Website',
          cell: (row) => (
            <ExternalLink href={row.url} describedBy={nameId(row)}>
              {GUIDE_LABELS.visitSite}
            </ExternalLink>
          ),
        },
      ]}
      rows={rows}
      rowKey={(row) => row.name}
      minWidthClass={minWidthClass}
    />
  );
}
