/**
 * Versioned schema migrations. `PRAGMA user_version` holds the version a database is at; opening
 * an older database applies the missing migrations in one transaction, a newer one is refused.
 * Append new migrations; never edit one that has shipped.
 */
import type { Store } from './db';
import { CASE_ROLLUP_SQL, updateCaseRollup } from './case-rollup';
import { updateRollups } from './rollup';

export interface Migration {
  readonly version: number;
  readonly description: string;
  readonly sql: string;
  /** Runs after `sql`, in the same transaction: data a migration derives in code. */
  readonly after?: (db: Store) => void;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'customers, communications, cases, full-text index, metadata',
    sql: `
      CREATE TABLE customers (
        id          TEXT PRIMARY KEY,            -- C-00001
        name        TEXT NOT NULL,
        segment     TEXT NOT NULL,               -- retail | premier | business | student
        region      TEXT NOT NULL,
        joined_at   TEXT NOT NULL,               -- YYYY-MM-DD
        products    TEXT NOT NULL DEFAULT '[]'   -- JSON array of product names
      ) STRICT;

      CREATE TABLE cases (
        id                 TEXT PRIMARY KEY,     -- K-00001
        customer_id        TEXT NOT NULL,
        type               TEXT NOT NULL,        -- complaint | cdd | dispute | service
        category           TEXT NOT NULL,
        reason             TEXT NOT NULL,
        opened_at          TEXT NOT NULL,        -- ISO 8601 UTC
        closed_at          TEXT,
        status             TEXT NOT NULL,        -- open | in_progress | closed
        priority           TEXT NOT NULL,        -- low | medium | high | critical
        sla_hours          INTEGER NOT NULL,
        sla_breached       INTEGER NOT NULL DEFAULT 0 CHECK (sla_breached IN (0, 1)),
        account_restricted INTEGER NOT NULL DEFAULT 0 CHECK (account_restricted IN (0, 1)),
        resolution         TEXT
      ) STRICT;

      CREATE TABLE communications (
        id              TEXT PRIMARY KEY,        -- M-000001
        customer_id     TEXT NOT NULL,
        at              TEXT NOT NULL,           -- ISO 8601 UTC, e.g. 2026-03-12T09:41:00Z
        day             TEXT GENERATED ALWAYS AS (substr(at, 1, 10)) VIRTUAL,
        channel         TEXT NOT NULL,           -- email | phone | chat | letter | social
        chat_mode       TEXT,                    -- chatbot | human | NULL
        escalated_from  TEXT,                    -- chatbot | chat | email | NULL
        direction       TEXT NOT NULL,           -- inbound | outbound
        intent          TEXT NOT NULL,           -- complaint | enquiry | request | praise
        product         TEXT NOT NULL,
        category        TEXT NOT NULL,
        subcategory     TEXT NOT NULL,
        subject         TEXT NOT NULL,
        body            TEXT NOT NULL,
        sentiment       REAL NOT NULL CHECK (sentiment BETWEEN -1 AND 1),
        sentiment_label TEXT NOT NULL,           -- negative | neutral | positive
        status          TEXT NOT NULL,           -- open | pending | resolved
        case_id         TEXT
      ) STRICT;

      CREATE INDEX communications_day ON communications (day);
      CREATE INDEX communications_at ON communications (at);
      CREATE INDEX communications_customer ON communications (customer_id, at);
      CREATE INDEX communications_channel_day ON communications (channel, day);
      CREATE INDEX communications_product_day ON communications (product, day);
      CREATE INDEX communications_category_day ON communications (category, subcategory, day);
      CREATE INDEX communications_intent_day ON communications (intent, day);
      CREATE INDEX communications_case ON communications (case_id);
      CREATE INDEX cases_customer ON cases (customer_id);
      CREATE INDEX cases_type_opened ON cases (type, opened_at);
      CREATE INDEX customers_segment ON customers (segment);

      CREATE VIRTUAL TABLE communications_fts USING fts5(
        subject, body,
        content = 'communications', content_rowid = 'rowid',
        tokenize = 'porter unicode61'
      );
      CREATE TRIGGER communications_fts_insert AFTER INSERT ON communications BEGIN
        INSERT INTO communications_fts (rowid, subject, body) VALUES (new.rowid, new.subject, new.body);
      END;
      CREATE TRIGGER communications_fts_delete AFTER DELETE ON communications BEGIN
        INSERT INTO communications_fts (communications_fts, rowid, subject, body)
          VALUES ('delete', old.rowid, old.subject, old.body);
      END;
      CREATE TRIGGER communications_fts_update AFTER UPDATE OF subject, body ON communications BEGIN
        INSERT INTO communications_fts (communications_fts, rowid, subject, body)
          VALUES ('delete', old.rowid, old.subject, old.body);
        INSERT INTO communications_fts (rowid, subject, body) VALUES (new.rowid, new.subject, new.body);
      END;

      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
    `,
  },
  {
    version: 2,
    description: 'covering indexes for date-window aggregates and per-customer sentiment',
    // Aggregating tools filter on a window of `at` and read only these columns, so SQLite answers
    // them from the index alone instead of the wide rows (bodies make the table ~8× larger). The
    // (dimension, day) indexes go: the tools no longer filter on `day`, and without statistics
    // the planner preferred them (and a row lookup per match) to the covering window. The
    // per-customer index replaces communications_customer, whose columns it starts with.
    sql: `
      CREATE INDEX communications_at_cover ON communications (
        at, channel, chat_mode, escalated_from, intent, product, category, subcategory,
        sentiment_label, sentiment, customer_id
      );
      DROP INDEX communications_channel_day;
      DROP INDEX communications_product_day;
      DROP INDEX communications_category_day;
      DROP INDEX communications_intent_day;
      DROP INDEX communications_customer;
      CREATE INDEX communications_customer_cover ON communications (
        customer_id, at, sentiment, sentiment_label, intent, escalated_from, subcategory
      );
    `,
  },
  {
    version: 3,
    description: 'covering index ordered by topic',
    // A whole-corpus breakdown by category and sub-category reads this index in group order: no
    // sort of every row. It holds the filter columns too, so a filter keeps it covering.
    sql: `
      CREATE INDEX communications_topic_cover ON communications (
        category, subcategory, at, channel, product, intent, sentiment_label, sentiment, customer_id
      );
    `,
  },
  {
    version: 4,
    description: 'imported data: optional communication roles, custom fields, a data version',
    // An import brings its own data: a tweet has no customer id, product or intent, a complaint
    // export often no body. Those columns become nullable (SQLite needs a rebuild for that; rowids
    // are kept, so the external-content full-text index stays valid). Extra columns of an import
    // become real columns named x_<field>, described in `fields`.
    sql: `
      CREATE TABLE communications_rebuilt (
        id              TEXT PRIMARY KEY,
        customer_id     TEXT,
        at              TEXT NOT NULL,
        day             TEXT GENERATED ALWAYS AS (substr(at, 1, 10)) VIRTUAL,
        channel         TEXT,
        chat_mode       TEXT,
        escalated_from  TEXT,
        direction       TEXT,
        intent          TEXT,
        product         TEXT,
        category        TEXT,
        subcategory     TEXT,
        subject         TEXT NOT NULL,
        body            TEXT,
        sentiment       REAL NOT NULL CHECK (sentiment BETWEEN -1 AND 1),
        sentiment_label TEXT NOT NULL,
        status          TEXT,
        case_id         TEXT
      ) STRICT;
      INSERT INTO communications_rebuilt (rowid, id, customer_id, at, channel, chat_mode,
          escalated_from, direction, intent, product, category, subcategory, subject, body,
          sentiment, sentiment_label, status, case_id)
        SELECT rowid, id, customer_id, at, channel, chat_mode, escalated_from, direction, intent,
          product, category, subcategory, subject, body, sentiment, sentiment_label, status, case_id
        FROM communications;
      DROP TABLE communications;
      ALTER TABLE communications_rebuilt RENAME TO communications;

      CREATE INDEX communications_day ON communications (day);
      CREATE INDEX communications_at ON communications (at);
      CREATE INDEX communications_case ON communications (case_id);
      CREATE INDEX communications_at_cover ON communications (
        at, channel, chat_mode, escalated_from, intent, product, category, subcategory,
        sentiment_label, sentiment, customer_id
      );
      CREATE INDEX communications_customer_cover ON communications (
        customer_id, at, sentiment, sentiment_label, intent, escalated_from, subcategory
      );
      CREATE INDEX communications_topic_cover ON communications (
        category, subcategory, at, channel, product, intent, sentiment_label, sentiment, customer_id
      );
      CREATE TRIGGER communications_fts_insert AFTER INSERT ON communications BEGIN
        INSERT INTO communications_fts (rowid, subject, body) VALUES (new.rowid, new.subject, new.body);
      END;
      CREATE TRIGGER communications_fts_delete AFTER DELETE ON communications BEGIN
        INSERT INTO communications_fts (communications_fts, rowid, subject, body)
          VALUES ('delete', old.rowid, old.subject, old.body);
      END;
      CREATE TRIGGER communications_fts_update AFTER UPDATE OF subject, body ON communications BEGIN
        INSERT INTO communications_fts (communications_fts, rowid, subject, body)
          VALUES ('delete', old.rowid, old.subject, old.body);
        INSERT INTO communications_fts (rowid, subject, body) VALUES (new.rowid, new.subject, new.body);
      END;

      CREATE TABLE fields (
        entity      TEXT NOT NULL,               -- communications (imports add fields there)
        name        TEXT NOT NULL,               -- the name tools accept, e.g. airline
        column_name TEXT NOT NULL,               -- x_airline
        type        TEXT NOT NULL CHECK (type IN ('text', 'category', 'number', 'boolean', 'date')),
        label       TEXT,
        source      TEXT,                        -- the file column it came from
        PRIMARY KEY (entity, name)
      ) STRICT;

    `,
  },
  {
    version: 5,
    description: 'daily rollups of communications for the aggregate tools',
    // One row per grouping (up to three dimensions, names sorted and comma-joined), day and
    // combination of values, k1…k3 in the grouping's order. Not STRICT and the keys untyped: a
    // value is kept exactly as the communication holds it (text, or 0/1 for a yes/no field), so
    // it compares and groups as the row's own value does. Rows are not unique per key: an import
    // appends its own, and readers add them up.
    sql: `
      CREATE TABLE rollup_daily (
        grouping      TEXT NOT NULL,
        day           TEXT NOT NULL,
        k1, k2, k3,
        n             INTEGER NOT NULL,
        sentiment_sum REAL NOT NULL,
        positive      INTEGER NOT NULL,
        neutral       INTEGER NOT NULL,
        negative      INTEGER NOT NULL
      );
      CREATE INDEX rollup_daily_cover ON rollup_daily (
        grouping, day, k1, k2, k3, n, sentiment_sum, positive, neutral, negative
      );
    `,
    after: (db) => updateRollups(db),
  },
  {
    version: 6,
    description: 'monthly rollup of cases for the case tools',
    // See case-rollup.ts: analyze_cases and analyze_sla_compliance add up whole months from it
    // instead of grouping every case (and joining every CDD case to its customer's messages).
    sql: CASE_ROLLUP_SQL,
    after: (db) => updateCaseRollup(db),
  },
  {
    version: 7,
    description: 'resolution days of closed cases in the case rollup',
    // Exact median and p90 of resolution times over whole months without reading every case.
    sql: 'ALTER TABLE rollup_cases ADD COLUMN closed_days BLOB;',
    after: (db) => updateCaseRollup(db),
  },
  {
    version: 8,
    description:
      'cases by customer with their risk columns; daily rollup groupings to 100,000 rows',
    // assess_risk counts a segment's (or everyone's) open, breached and restricted cases: from
    // this index alone instead of a seek into the table per case. The rollup is rebuilt because
    // ROLLUP_MAX_ROWS grew: a million communications keep day × category × subcategory × channel
    // (65,000 rows), so a category breakdown of one channel reads no communication.
    sql: `
      CREATE INDEX IF NOT EXISTS cases_customer_risk ON cases (
        customer_id, opened_at, closed_at, sla_breached, account_restricted
      );
    `,
    after: (db) => updateRollups(db),
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
