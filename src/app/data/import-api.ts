import { HttpClient, HttpEventType } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable, filter, firstValueFrom, map } from 'rxjs';

/** The shapes of the import routes (api/src/routes/import-routes.ts, docs/contracts.md). */
export type FieldType = 'text' | 'category' | 'number' | 'boolean' | 'date';

export interface ColumnProfile {
  readonly column: string;
  readonly filled: number;
  readonly empty: number;
  readonly distinct: number;
  readonly distinctCapped: boolean;
  readonly top: readonly { value: string; count: number }[];
  readonly type: FieldType;
  readonly dateFormats: readonly string[];
  /** Other formats that read every value to other dates: the day/month order is the analyst's. */
  readonly rivalDateFormats?: readonly string[];
  /** Of a number: the currency or unit its values carry (`EUR`, `kg`, `minutes`). */
  readonly unit?: string;
  readonly decimal?: '.' | ',';
  /** Units of measure of different kinds in one column (`kg`, `km`). */
  readonly mixedUnits?: readonly string[];
  /** Of a flag: the spellings read as yes and as no, and a blank read as no. */
  readonly flagSpellings?: {
    readonly yes: readonly string[];
    readonly no: readonly string[];
    readonly blank?: 'no';
  };
}

export interface RoleSpec {
  column?: string;
  constant?: string;
  format?: string;
  default?: string;
  values?: Record<string, string>;
  timezone?: string;
}

export interface ImportMapping {
  name?: string;
  timezone?: string;
  fields?: Record<string, RoleSpec>;
  custom?: Record<
    string,
    RoleSpec & { type: FieldType; label?: string; unit?: string; decimal?: '.' | ',' }
  >;
  ignore?: string[];
  keepOtherColumns?: boolean;
}

export type PreviewRow =
  | { readonly line: number; readonly ok: true; readonly values: Record<string, unknown> }
  | { readonly line: number; readonly ok: false; readonly reason: string; readonly value?: string };

export interface ImportPreview {
  readonly profile: { readonly rows: number; readonly columns: readonly ColumnProfile[] };
  readonly mapping: ImportMapping;
  readonly rows: readonly PreviewRow[];
  readonly problem?: string;
}

export interface Upload extends ImportPreview {
  readonly upload: string;
  readonly name: string;
}

export interface ImportSummary {
  readonly communications: {
    readonly read: number;
    readonly imported: number;
    readonly duplicates: number;
    readonly rejected: number;
  };
  readonly customFields: readonly { name: string; type: string }[];
  readonly reasons: readonly { reason: string; count: number; lines: readonly number[] }[];
}

export type ImportEvent =
  | { readonly type: 'progress'; readonly read: number; readonly imported: number }
  | { readonly type: 'done'; readonly summary: ImportSummary }
  | { readonly type: 'error'; readonly message: string };

/** HTTP calls of the Data page; the token interceptor adds the bearer token like elsewhere. */
@Injectable({ providedIn: 'root' })
export class ImportApi {
  private readonly http = inject(HttpClient);

  upload(file: File): Promise<Upload> {
    return firstValueFrom(
      this.http.post<Upload>('/api/import/files', file, {
        params: { name: file.name },
        headers: { 'content-type': file.type || 'application/octet-stream' },
      }),
    );
  }

  preview(upload: string, mapping: ImportMapping): Promise<ImportPreview> {
    return firstValueFrom(this.http.post<ImportPreview>('/api/import/preview', { upload, mapping }));
  }

  /** The import's NDJSON lines as they arrive. */
  run(upload: string, mapping: ImportMapping): Observable<ImportEvent> {
    let consumed = 0;
    return this.http
      .post(
        '/api/import',
        { upload, mapping },
        { observe: 'events', reportProgress: true, responseType: 'text' },
      )
      .pipe(
        map((event) => {
          if (event.type === HttpEventType.DownloadProgress) return event.partialText ?? '';
          if (event.type === HttpEventType.Response) return event.body ?? '';
          return undefined;
        }),
        filter((text): text is string => text !== undefined),
        map((text) => {
          // Complete lines only; the last one may still be arriving.
          const end = text.lastIndexOf('\n') + 1;
          const fresh = text.slice(consumed, end);
          consumed = Math.max(consumed, end);
          return fresh
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line) => JSON.parse(line) as ImportEvent);
        }),
        // One emission per line.
        (source) =>
          new Observable<ImportEvent>((subscriber) =>
            source.subscribe({
              next: (events) => events.forEach((event) => subscriber.next(event)),
              error: (error: unknown) => subscriber.error(error),
              complete: () => subscriber.complete(),
            }),
          ),
      );
  }
}
