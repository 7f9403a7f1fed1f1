import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import { demoDatabasePath } from '../../api/src/store/test-support';
import { loadTweets } from './airline-data';
import { loadComplaints } from './delivery-data';
import { CATEGORIES } from './eval-case';
import { loadReviews } from './hotel-data';
import {
  allCases,
  holdout2Cases,
  holdout3Cases,
  holdout4Cases,
  holdout5Cases,
  holdout6Cases,
  holdout7Cases,
  holdout8Cases,
  holdout9Cases,
  holdout10Cases,
  holdoutAnalystCases,
  unseen2Cases,
  unseen3Cases,
  unseen4Cases,
  unseen5Cases,
  unseen6Cases,
  unseen7Cases,
  unseen8Cases,
  unseen9Cases,
  unseenCases,
} from './questions';
import { loadFeedback } from './rail-data';
import { loadIncidents } from './rental-data';
import { loadClaims } from './parcel-data';
import { loadDisputes } from './energy-data';
import { loadFaults } from './broadband-data';
import { loadReturns } from './returns-data';
import { loadTickets } from './tickets-data';

describe('the evaluation set', () => {
  it('holds at least 100 cases, with every category on both data sets', () => {
    assert.ok(allCases.length >= 100, `${allCases.length} cases`);
    // Multi-part questions came with the held-out set; the main set predates the category.
    const mainCategories = CATEGORIES.filter((entry) => entry !== 'multi-part');
    for (const category of mainCategories) {
      const demo = allCases.filter((c) => c.category === category && c.dataset === 'demo');
      assert.ok(demo.length >= 10, `${category}: ${demo.length} demo cases`);
    }
    const airlineCategories = new Set(
      allCases.filter((c) => c.dataset === 'airline').map((c) => c.category),
    );
    // Planted facts are the demo's; every other kind of question is asked of the real data too.
    for (const category of mainCategories.filter((entry) => entry !== 'planted fact')) {
      assert.ok(airlineCategories.has(category), `no airline ${category} case`);
    }
  });

  it('keeps a held-out set of at least 50 new questions in every category, apart from the main set', () => {
    assert.ok(holdoutAnalystCases.length >= 50, `${holdoutAnalystCases.length} held-out cases`);
    for (const category of CATEGORIES) {
      assert.ok(
        holdoutAnalystCases.some((c) => c.category === category),
        `no held-out ${category} case`,
      );
    }
    const conversation = (c: (typeof allCases)[number]) =>
      [...(c.previous ?? []), c.question].join(' → ').toLowerCase();
    const asked = new Set(allCases.map(conversation));
    for (const evalCase of holdoutAnalystCases) {
      assert.ok(!asked.has(conversation(evalCase)), `${evalCase.id} is asked in the main set too`);
      assert.ok(!allCases.includes(evalCase), `${evalCase.id} is in the main set`);
    }
  });

  it('keeps a second held-out round of at least 70 questions, ten or more of each kind, asked nowhere else', () => {
    assert.ok(holdout2Cases.length >= 70, `${holdout2Cases.length} second-round cases`);
    for (const category of CATEGORIES) {
      const cases = holdout2Cases.filter((c) => c.category === category);
      assert.ok(cases.length >= 10, `${category}: ${cases.length} second-round cases`);
    }
    const declines = holdout2Cases.filter((c) => c.category === 'unanswerable');
    assert.ok(declines.length >= 12, `${declines.length} unanswerable second-round cases`);
    for (const dataset of ['demo', 'airline'] as const) {
      assert.ok(
        declines.some((c) => c.dataset === dataset),
        `no unanswerable ${dataset} case in the second round`,
      );
    }
    const question = (c: (typeof allCases)[number]) => c.question.trim().toLowerCase();
    const earlier = new Set([...allCases, ...holdoutAnalystCases].map(question));
    for (const evalCase of holdout2Cases) {
      assert.ok(!earlier.has(question(evalCase)), `${evalCase.id} is asked in an earlier set`);
    }
  });

  it('asks ten or more questions of the generated hotel reviews, unanswerable ones among them', () => {
    assert.ok(unseenCases.length >= 10, `${unseenCases.length} unseen-data cases`);
    assert.ok(unseenCases.every((c) => c.dataset === 'hotel'));
    assert.ok(unseenCases.some((c) => c.category === 'unanswerable'));
  });

  it('keeps a third held-out round and forty or more questions of the generated shop returns, every kind, asked nowhere else', () => {
    assert.ok(holdout3Cases.length + unseen2Cases.length >= 90);
    assert.ok(unseen2Cases.length >= 40, `${unseen2Cases.length} returns cases`);
    assert.ok(unseen2Cases.every((c) => c.dataset === 'returns'));
    assert.ok(holdout3Cases.every((c) => c.dataset === 'demo' || c.dataset === 'airline'));
    for (const category of CATEGORIES) {
      assert.ok(
        holdout3Cases.some((c) => c.category === category),
        `no third-round ${category} case`,
      );
      if (category === 'planted fact') continue;
      assert.ok(
        unseen2Cases.some((c) => c.category === category),
        `no returns ${category} case`,
      );
    }
    const question = (c: (typeof allCases)[number]) => c.question.trim().toLowerCase();
    const earlier = new Set(
      [...allCases, ...holdoutAnalystCases, ...holdout2Cases, ...unseenCases].map(question),
    );
    for (const evalCase of [...holdout3Cases, ...unseen2Cases]) {
      assert.ok(!earlier.has(question(evalCase)), `${evalCase.id} is asked in an earlier set`);
    }
  });

  it('keeps a fourth held-out round and fifty-five or more questions of the generated support tickets, every kind, asked nowhere else', () => {
    assert.ok(holdout4Cases.length >= 45, `${holdout4Cases.length} fourth-round cases`);
    assert.ok(unseen3Cases.length >= 55, `${unseen3Cases.length} ticket cases`);
    assert.ok(unseen3Cases.every((c) => c.dataset === 'tickets'));
    assert.ok(holdout4Cases.every((c) => c.dataset === 'demo' || c.dataset === 'airline'));
    for (const category of CATEGORIES) {
      assert.ok(
        holdout4Cases.some((c) => c.category === category),
        `no fourth-round ${category}`,
      );
      assert.ok(
        unseen3Cases.some((c) => c.category === category),
        `no tickets ${category} case`,
      );
    }
    const question = (c: (typeof allCases)[number]) => c.question.trim().toLowerCase();
    const earlier = new Set(
      [
        ...allCases,
        ...holdoutAnalystCases,
        ...holdout2Cases,
        ...unseenCases,
        ...holdout3Cases,
        ...unseen2Cases,
      ].map(question),
    );
    for (const evalCase of [...holdout4Cases, ...unseen3Cases]) {
      assert.ok(!earlier.has(question(evalCase)), `${evalCase.id} is asked in an earlier set`);
    }
  });

  it('keeps a fifth held-out round and sixty or more questions of the generated delivery complaints, every kind, asked nowhere else', () => {
    assert.ok(holdout5Cases.length >= 50, `${holdout5Cases.length} fifth-round cases`);
    assert.ok(unseen4Cases.length >= 60, `${unseen4Cases.length} delivery cases`);
    assert.ok(unseen4Cases.every((c) => c.dataset === 'delivery'));
    assert.ok(holdout5Cases.every((c) => c.dataset === 'demo' || c.dataset === 'airline'));
    for (const category of CATEGORIES) {
      assert.ok(
        holdout5Cases.some((c) => c.category === category),
        `no fifth-round ${category}`,
      );
      assert.ok(
        unseen4Cases.some((c) => c.category === category),
        `no delivery ${category}`,
      );
    }
    const question = (c: (typeof allCases)[number]) => c.question.trim().toLowerCase();
    const earlier = new Set(
      [
        ...allCases,
        ...holdoutAnalystCases,
        ...holdout2Cases,
        ...unseenCases,
        ...holdout3Cases,
        ...unseen2Cases,
        ...holdout4Cases,
        ...unseen3Cases,
      ].map(question),
    );
    for (const evalCase of [...holdout5Cases, ...unseen4Cases]) {
      assert.ok(!earlier.has(question(evalCase)), `${evalCase.id} is asked in an earlier set`);
    }
  });

  it('keeps a sixth held-out round and sixty or more questions of the generated rail feedback, every kind, asked nowhere else', () => {
    assert.ok(holdout6Cases.length >= 50, `${holdout6Cases.length} sixth-round cases`);
    assert.ok(unseen5Cases.length >= 60, `${unseen5Cases.length} rail cases`);
    assert.ok(unseen5Cases.every((c) => c.dataset === 'rail'));
    assert.ok(holdout6Cases.every((c) => c.dataset === 'demo' || c.dataset === 'airline'));
    for (const category of CATEGORIES) {
      assert.ok(
        holdout6Cases.some((c) => c.category === category),
        `no sixth-round ${category}`,
      );
      assert.ok(
        unseen5Cases.some((c) => c.category === category),
        `no rail ${category}`,
      );
    }
    const question = (c: (typeof allCases)[number]) => c.question.trim().toLowerCase();
    const earlier = new Set(
      [
        ...allCases,
        ...holdoutAnalystCases,
        ...holdout2Cases,
        ...unseenCases,
        ...holdout3Cases,
        ...unseen2Cases,
        ...holdout4Cases,
        ...unseen3Cases,
        ...holdout5Cases,
        ...unseen4Cases,
      ].map(question),
    );
    for (const evalCase of [...holdout6Cases, ...unseen5Cases]) {
      assert.ok(!earlier.has(question(evalCase)), `${evalCase.id} is asked in an earlier set`);
    }
  });

  it('keeps a seventh held-out round and sixty or more questions of the generated rental incidents, every kind, asked nowhere else', () => {
    assert.ok(holdout7Cases.length >= 50, `${holdout7Cases.length} seventh-round cases`);
    assert.ok(unseen6Cases.length >= 60, `${unseen6Cases.length} rental cases`);
    assert.ok(unseen6Cases.every((c) => c.dataset === 'rental'));
    assert.ok(holdout7Cases.every((c) => c.dataset === 'demo' || c.dataset === 'airline'));
    for (const category of CATEGORIES) {
      assert.ok(
        holdout7Cases.some((c) => c.category === category),
        `no seventh-round ${category}`,
      );
      assert.ok(
        unseen6Cases.some((c) => c.category === category),
        `no rental ${category}`,
      );
    }
    const question = (c: (typeof allCases)[number]) => c.question.trim().toLowerCase();
    const earlier = new Set(
      [
        ...allCases,
        ...holdoutAnalystCases,
        ...holdout2Cases,
        ...unseenCases,
        ...holdout3Cases,
        ...unseen2Cases,
        ...holdout4Cases,
        ...unseen3Cases,
        ...holdout5Cases,
        ...unseen4Cases,
        ...holdout6Cases,
        ...unseen5Cases,
      ].map(question),
    );
    for (const evalCase of [...holdout7Cases, ...unseen6Cases]) {
      assert.ok(!earlier.has(question(evalCase)), `${evalCase.id} is asked in an earlier set`);
    }
  });

  it('keeps an eighth held-out round and sixty or more questions of the generated parcel claims, every kind, asked nowhere else', () => {
    assert.ok(holdout8Cases.length >= 50, `${holdout8Cases.length} eighth-round cases`);
    assert.ok(unseen7Cases.length >= 60, `${unseen7Cases.length} parcel cases`);
    assert.ok(unseen7Cases.every((c) => c.dataset === 'parcel'));
    assert.ok(holdout8Cases.every((c) => c.dataset === 'demo' || c.dataset === 'airline'));
    for (const category of CATEGORIES) {
      assert.ok(
        holdout8Cases.some((c) => c.category === category),
        `no eighth-round ${category}`,
      );
      assert.ok(
        unseen7Cases.some((c) => c.category === category),
        `no parcel ${category}`,
      );
    }
    const question = (c: (typeof allCases)[number]) => c.question.trim().toLowerCase();
    const earlier = new Set(
      [
        ...allCases,
        ...holdoutAnalystCases,
        ...holdout2Cases,
        ...unseenCases,
        ...holdout3Cases,
        ...unseen2Cases,
        ...holdout4Cases,
        ...unseen3Cases,
        ...holdout5Cases,
        ...unseen4Cases,
        ...holdout6Cases,
        ...unseen5Cases,
        ...holdout7Cases,
        ...unseen6Cases,
      ].map(question),
    );
    for (const evalCase of [...holdout8Cases, ...unseen7Cases]) {
      assert.ok(!earlier.has(question(evalCase)), `${evalCase.id} is asked in an earlier set`);
    }
  });

  it('keeps a ninth held-out round and sixty or more questions of the generated billing disputes, every kind, asked nowhere else', () => {
    assert.ok(holdout9Cases.length >= 60, `${holdout9Cases.length} ninth-round cases`);
    assert.ok(unseen8Cases.length >= 62, `${unseen8Cases.length} energy cases`);
    assert.ok(unseen8Cases.every((c) => c.dataset === 'energy'));
    assert.ok(holdout9Cases.every((c) => c.dataset === 'demo' || c.dataset === 'airline'));
    for (const [name, set] of [
      ['ninth-round', holdout9Cases],
      ['energy', unseen8Cases],
    ] as const) {
      for (const category of CATEGORIES) {
        assert.ok(
          set.some((c) => c.category === category),
          `no ${name} ${category}`,
        );
      }
      const unanswerable = set.filter((c) => c.category === 'unanswerable').length;
      assert.ok(unanswerable >= 7, `${name}: ${unanswerable} unanswerable`);
    }
    const question = (c: (typeof allCases)[number]) => c.question.trim().toLowerCase();
    const earlier = new Set(
      [
        ...allCases,
        ...holdoutAnalystCases,
        ...holdout2Cases,
        ...unseenCases,
        ...holdout3Cases,
        ...unseen2Cases,
        ...holdout4Cases,
        ...unseen3Cases,
        ...holdout5Cases,
        ...unseen4Cases,
        ...holdout6Cases,
        ...unseen5Cases,
        ...holdout7Cases,
        ...unseen6Cases,
        ...holdout8Cases,
        ...unseen7Cases,
      ].map(question),
    );
    for (const evalCase of [...holdout9Cases, ...unseen8Cases]) {
      assert.ok(!earlier.has(question(evalCase)), `${evalCase.id} is asked in an earlier set`);
    }
  });

  it('keeps a tenth held-out round and sixty or more questions of the generated fault reports, every kind, asked nowhere else', () => {
    assert.ok(holdout10Cases.length >= 60, `${holdout10Cases.length} tenth-round cases`);
    assert.ok(unseen9Cases.length >= 62, `${unseen9Cases.length} broadband cases`);
    assert.ok(unseen9Cases.every((c) => c.dataset === 'broadband'));
    assert.ok(holdout10Cases.every((c) => c.dataset === 'demo' || c.dataset === 'airline'));
    for (const [name, set] of [
      ['tenth-round', holdout10Cases],
      ['broadband', unseen9Cases],
    ] as const) {
      for (const category of CATEGORIES) {
        assert.ok(
          set.some((c) => c.category === category),
          `no ${name} ${category}`,
        );
      }
      const unanswerable = set.filter((c) => c.category === 'unanswerable').length;
      assert.ok(unanswerable >= 7, `${name}: ${unanswerable} unanswerable`);
    }
    const question = (c: (typeof allCases)[number]) => c.question.trim().toLowerCase();
    const earlier = new Set(
      [
        ...allCases,
        ...holdoutAnalystCases,
        ...holdout2Cases,
        ...unseenCases,
        ...holdout3Cases,
        ...unseen2Cases,
        ...holdout4Cases,
        ...unseen3Cases,
        ...holdout5Cases,
        ...unseen4Cases,
        ...holdout6Cases,
        ...unseen5Cases,
        ...holdout7Cases,
        ...unseen6Cases,
        ...holdout8Cases,
        ...unseen7Cases,
        ...holdout9Cases,
        ...unseen8Cases,
      ].map(question),
    );
    for (const evalCase of [...holdout10Cases, ...unseen9Cases]) {
      assert.ok(!earlier.has(question(evalCase)), `${evalCase.id} is asked in an earlier set`);
    }
  });

  it('computes every truth from the data, each with something to check', async () => {
    const demo = openDatabase(await demoDatabasePath(), { readonly: true });
    const tweets = loadTweets();
    const reviews = loadReviews();
    const returns = loadReturns();
    const tickets = loadTickets();
    const delivery = loadComplaints();
    const rail = loadFeedback();
    const rental = loadIncidents();
    const parcel = loadClaims();
    const energy = loadDisputes();
    const broadband = loadFaults();
    const sources = {
      demo,
      airline: tweets,
      hotel: reviews,
      returns,
      tickets,
      delivery,
      rail,
      rental,
      parcel,
      energy,
      broadband,
    };
    try {
      for (const evalCase of [
        ...allCases,
        ...holdoutAnalystCases,
        ...holdout2Cases,
        ...unseenCases,
        ...holdout3Cases,
        ...unseen2Cases,
        ...holdout4Cases,
        ...unseen3Cases,
        ...holdout5Cases,
        ...unseen4Cases,
        ...holdout6Cases,
        ...unseen5Cases,
        ...holdout7Cases,
        ...unseen6Cases,
        ...holdout8Cases,
        ...unseen7Cases,
        ...holdout9Cases,
        ...unseen8Cases,
        ...holdout10Cases,
        ...unseen9Cases,
      ]) {
        const expectation = evalCase.truth({ db: sources[evalCase.dataset] });
        if (evalCase.category === 'unanswerable') {
          assert.equal(expectation.kind, 'decline', evalCase.id);
          continue;
        }
        assert.equal(expectation.kind, 'answer', evalCase.id);
        if (expectation.kind !== 'answer') continue;
        const checks = [...(expectation.figures ?? []), ...(expectation.names ?? [])];
        assert.ok(checks.length > 0, `${evalCase.id} checks nothing`);
        for (const figure of expectation.figures ?? []) {
          assert.ok(Number.isFinite(figure.value), `${evalCase.id}: ${figure.label}`);
        }
      }
    } finally {
      closeDatabase(demo);
      tweets.close();
      reviews.close();
      returns.close();
      tickets.close();
      delivery.close();
      rail.close();
      rental.close();
      parcel.close();
      energy.close();
      broadband.close();
    }
  });
});
