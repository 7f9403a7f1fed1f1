import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadTweets, tweetDay } from './airline-data';

describe('the airline truth table', () => {
  it('reads the file’s local M/D/YYYY H:MM times as days', () => {
    assert.equal(tweetDay('2/24/2015 11:35'), '2015-02-24');
    assert.equal(tweetDay('12/1/2015 0:05'), '2015-12-01');
    assert.throws(() => tweetDay('2015-02-24'), /Unreadable tweet_created/);
  });

  it('holds every row of Tweets.csv with the counts PROVENANCE.md states', () => {
    const db = loadTweets();
    try {
      const count = (sql: string) => db.prepare(sql).pluck().get() as number;
      assert.equal(count('SELECT count(*) FROM tweets'), 14_640);
      assert.equal(count(`SELECT count(*) FROM tweets WHERE sentiment = 'negative'`), 9178);
      assert.equal(count(`SELECT count(*) FROM tweets WHERE airline = 'United'`), 3822);
      assert.equal(count(`SELECT count(*) FROM tweets WHERE airline = 'Virgin America'`), 504);
    } finally {
      db.close();
    }
  });
});
