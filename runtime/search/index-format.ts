// The embedded search index: a compact JSON array of records, written by the build and read by
// the browser. A record is [url, type, lvl0, ..., lvl6, content] with trailing nulls dropped.

export const RECORD_TYPES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export interface IndexRecord {
  url: string;
  type: RecordType;
  /** lvl0..lvl6. */
  hierarchy: (string | null)[];
  content: string | null;
}

type Row = [string, number, ...(string | null)[]];

export function encodeIndex(records: IndexRecord[]): string {
  const rows = records.map((r): Row => {
    const row: Row = [
      r.url,
      RECORD_TYPES.indexOf(r.type),
      ...Array.from({ length: 7 }, (_, i) => r.hierarchy[i] ?? null),
      r.content,
    ];
    while (row.length > 2 && row[row.length - 1] === null) row.pop();
    return row;
  });
  return JSON.stringify(rows);
}

export function decodeIndex(json: string): IndexRecord[] {
  return (JSON.parse(json) as Row[]).map(([url, type, ...rest]) => ({
    url,
    type: RECORD_TYPES[type]!,
    hierarchy: Array.from({ length: 7 }, (_, i) => rest[i] ?? null),
    content: rest[7] ?? null,
  }));
}
