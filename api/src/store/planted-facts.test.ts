// The seven planted facts of design.md §6, measured with plain SQL on the demo database.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closeDatabase, openDatabase, type Store } from './db';
import { demoDatabasePath } from './test-support';
import { CDD_REASONS } from './vocabulary';

let db: Store;
before(async () => {
  db = openDatabase(await demoDatabasePath(), { readonly: true });
});
after(() => closeDatabase(db));

function value(sql: string, ...parameters: unknown[]): number {
  const row = db.prepare(sql).get(...parameters) as Record<string, number>;
  return Object.values(row)[0]!;
}

function column(sql: string, ...parameters: unknown[]): number[] {
  return (db.prepare(sql).all(...parameters) as Record<string, number>[]).map(
    (row) => Object.values(row)[0]!,
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe('demo corpus', () => {
  it('has the default sizes and spans the demo year with weekday seasonality', () => {
    assert.equal(value('SELECT count(*) FROM customers'), 3000);
    assert.equal(value('SELECT count(*) FROM communications'), 25000);
    assert.equal(value('SELECT count(*) FROM cases'), 3500);
    assert.equal(
      value("SELECT min(day) = '2025-11-01' AND max(day) = '2026-10-31' FROM communications"),
      1,
    );
    const weekday = value(
      "SELECT count(*) / 261.0 FROM communications WHERE strftime('%w', day) NOT IN ('0', '6')",
    );
    const weekend = value(
      "SELECT count(*) / 104.0 FROM communications WHERE strftime('%w', day) IN ('0', '6')",
    );
    assert.ok(weekday > weekend * 1.5, `weekday ${weekday} vs weekend ${weekend}`);
    assert.ok(value('SELECT count(*) FROM communications WHERE case_id IS NOT NULL') > 2000);
  });

  it('1. Mobile App login complaints triple after release 5.2 and those days are the gloomiest', () => {
    const loginComplaintsPerDay = (from: string, to: string) =>
      value(
        `SELECT count(*) * 1.0 / (julianday(?) - julianday(?) + 1) FROM communications
         WHERE intent = 'complaint' AND product = 'Mobile App' AND category = 'Login & Access'
           AND day BETWEEN ? AND ?`,
        to,
        from,
        from,
        to,
      );
    const ratio =
      loginComplaintsPerDay('2026-03-10', '2026-03-24') /
      loginComplaintsPerDay('2026-01-12', '2026-03-09');
    assert.ok(ratio >= 2.5 && ratio <= 3.6, `ratio ${ratio}`);
    const lowestDays = db
      .prepare('SELECT day FROM communications GROUP BY day ORDER BY avg(sentiment) LIMIT 5')
      .all() as { day: string }[];
    for (const { day } of lowestDays) assert.ok(day >= '2026-03-10' && day <= '2026-03-24', day);
    const mentions = value(
      `SELECT count(*) FROM communications_fts JOIN communications ON communications.rowid = communications_fts.rowid
       WHERE communications_fts MATCH '"5.2 update"' AND day BETWEEN '2026-03-10' AND '2026-03-24'`,
    );
    assert.ok(mentions >= 30, `${mentions} messages mention the 5.2 update`);
  });

  it('2. Credit Card fee complaints double in June and card sentiment falls', () => {
    const monthly = column(
      `SELECT count(*) FROM communications
       WHERE intent = 'complaint' AND product = 'Credit Card' AND category = 'Fees & Charges'
         AND subcategory = 'Card fee' AND day BETWEEN '2026-01-01' AND '2026-06-30'
       GROUP BY substr(day, 1, 7) ORDER BY substr(day, 1, 7)`,
    );
    assert.equal(monthly.length, 6);
    const june = monthly[5]!;
    const before = monthly.slice(0, 5).reduce((sum, count) => sum + count, 0) / 5;
    assert.ok(
      june / before >= 1.7 && june / before <= 2.8,
      `June ${june} vs ${before} a month before`,
    );
    const sentiment = (from: string, to: string) =>
      value(
        "SELECT avg(sentiment) FROM communications WHERE product = 'Credit Card' AND day BETWEEN ? AND ?",
        from,
        to,
      );
    assert.ok(sentiment('2026-06-01', '2026-06-30') < sentiment('2026-01-01', '2026-05-31') - 0.05);
    assert.ok(
      value(
        "SELECT count(*) FROM communications WHERE day LIKE '2026-06%' AND body LIKE '%annual fee of £%'",
      ) > 5,
    );
  });

  it('3. about 22% of chatbot chats go to a person and about 8% of chats move to the phone', () => {
    const handoffRate = value(
      `SELECT (SELECT count(*) FROM communications WHERE chat_mode = 'human' AND escalated_from = 'chatbot') * 1.0
            / (SELECT count(*) FROM communications WHERE channel = 'chat' AND chat_mode = 'chatbot')`,
    );
    const phoneRate = value(
      `SELECT (SELECT count(*) FROM communications WHERE channel = 'phone' AND escalated_from = 'chat') * 1.0
            / (SELECT count(*) FROM communications WHERE channel = 'chat')`,
    );
    assert.ok(handoffRate >= 0.19 && handoffRate <= 0.25, `hand-off rate ${handoffRate}`);
    assert.ok(phoneRate >= 0.065 && phoneRate <= 0.095, `chat-to-phone rate ${phoneRate}`);
    // Each escalation follows, within an hour, a communication it escalates from.
    const orphans = value(
      `SELECT count(*) FROM communications AS later WHERE escalated_from IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM communications AS earlier
         WHERE earlier.customer_id = later.customer_id AND earlier.at <= later.at
           AND julianday(later.at) - julianday(earlier.at) <= 1 / 24.0
           AND (CASE later.escalated_from WHEN 'chatbot' THEN earlier.chat_mode = 'chatbot'
                ELSE earlier.channel = later.escalated_from END))`,
    );
    // Emails are escalated up to three hours later; only they may fall outside the hour.
    const lateEmails = value("SELECT count(*) FROM communications WHERE escalated_from = 'email'");
    assert.ok(orphans <= lateEmails, `${orphans} escalations without a preceding communication`);
    assert.equal(
      value(
        "SELECT count(*) FROM communications WHERE chat_mode = 'human' AND escalated_from = 'chatbot' AND channel != 'chat'",
      ),
      0,
    );
  });

  it('4. about 400 CDD cases, 30% restricted, restricted customers angrier, median 12 days', () => {
    const total = value("SELECT count(*) FROM cases WHERE type = 'cdd'");
    assert.ok(total >= 380 && total <= 420, `${total} CDD cases`);
    const reasons = (
      db.prepare("SELECT DISTINCT reason FROM cases WHERE type = 'cdd'").all() as {
        reason: string;
      }[]
    )
      .map((row) => row.reason)
      .sort();
    assert.deepEqual(reasons, [...CDD_REASONS].sort());
    assert.equal(
      value(
        "SELECT count(*) FROM cases WHERE type = 'cdd' AND category != 'Identity & Verification'",
      ),
      0,
    );
    const restrictedShare = value("SELECT avg(account_restricted) FROM cases WHERE type = 'cdd'");
    assert.ok(
      restrictedShare >= 0.27 && restrictedShare <= 0.33,
      `restricted share ${restrictedShare}`,
    );
    const customerSentiment = (restricted: number) =>
      value(
        `SELECT avg(sentiment) FROM communications WHERE customer_id IN
           (SELECT customer_id FROM cases WHERE type = 'cdd' AND account_restricted = ?)`,
        restricted,
      );
    assert.ok(customerSentiment(1) < customerSentiment(0) - 0.15);
    const days = column(
      "SELECT julianday(closed_at) - julianday(opened_at) FROM cases WHERE type = 'cdd' AND closed_at IS NOT NULL",
    );
    const middle = median(days);
    assert.ok(middle >= 10 && middle <= 14, `median resolution ${middle} days`);
  });

  it('5. complaint SLA breaches: ~12% over the year, ~30% after the release, always consistent', () => {
    const breachRate = (where: string) =>
      value(`SELECT avg(sla_breached) FROM cases WHERE type = 'complaint' ${where}`);
    const year = breachRate('');
    const afterRelease = breachRate(
      "AND substr(opened_at, 1, 10) BETWEEN '2026-03-10' AND '2026-03-23'",
    );
    assert.ok(year >= 0.09 && year <= 0.15, `year ${year}`);
    assert.ok(afterRelease >= 0.24 && afterRelease <= 0.38, `after release ${afterRelease}`);
    const inconsistent = value(
      `SELECT count(*) FROM cases WHERE sla_breached !=
         ((julianday(coalesce(closed_at, '2026-10-31T23:59:59Z')) - julianday(opened_at)) * 24 > sla_hours)`,
    );
    assert.equal(inconsistent, 0);
    assert.equal(
      value("SELECT count(*) FROM cases WHERE (closed_at IS NULL) != (status != 'closed')"),
      0,
    );
  });

  it('6. the telephone outage of 2026-08-19 multiplies calls and wait-time complaints', () => {
    const phonePerDay = column(
      `SELECT count(*) FROM communications WHERE channel = 'phone' AND day LIKE '2026-08%'
         AND day != '2026-08-19' AND strftime('%w', day) NOT IN ('0', '6') GROUP BY day`,
    );
    const outageCalls = value(
      "SELECT count(*) FROM communications WHERE channel = 'phone' AND day = '2026-08-19'",
    );
    assert.ok(
      outageCalls >= 3 * median(phonePerDay),
      `${outageCalls} calls vs median ${median(phonePerDay)}`,
    );
    const waitComplaints = `SELECT count(*) FROM communications WHERE intent = 'complaint'
      AND category = 'Service & Wait Times' AND subcategory IN ('Long wait', 'Call dropped')`;
    const outageComplaints = value(`${waitComplaints} AND day = '2026-08-19'`);
    const otherDays = column(
      `${waitComplaints} AND day LIKE '2026-08%' AND day != '2026-08-19' GROUP BY day`,
    );
    assert.ok(
      outageComplaints >= 5 * Math.max(...otherDays),
      `${outageComplaints} vs ${Math.max(...otherDays)}`,
    );
  });

  it('7. Savings sentiment turns clearly positive after the rate rise of 2026-09-01', () => {
    const savings = (where: string) =>
      value(`SELECT avg(sentiment) FROM communications WHERE product = 'Savings' AND ${where}`);
    const before = savings("day BETWEEN '2026-03-01' AND '2026-08-31'");
    const afterRise = savings("day >= '2026-09-01'");
    assert.ok(afterRise >= 0.3, `after ${afterRise}`);
    assert.ok(afterRise >= before + 0.2, `before ${before}, after ${afterRise}`);
    const praiseShare = (where: string) =>
      value(
        `SELECT avg(intent = 'praise') FROM communications WHERE product = 'Savings' AND ${where}`,
      );
    assert.ok(praiseShare("day >= '2026-09-01'") > 2 * praiseShare("day < '2026-09-01'"));
    assert.ok(
      value(
        "SELECT count(*) FROM communications WHERE day >= '2026-09-01' AND body LIKE '%rate rise%'",
      ) > 30,
    );
  });
});
