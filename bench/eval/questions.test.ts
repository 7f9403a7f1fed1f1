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
  holdout11Cases,
  holdout12Cases,
  holdout13Cases,
  holdoutAnalystCases,
  unseen2Cases,
  unseen3Cases,
  unseen4Cases,
  unseen5Cases,
  unseen6Cases,
  unseen7Cases,
  unseen8Cases,
  unseen9Cases,
  unseen10Cases,
  unseen11Cases,
  unseen12Cases,
  practice13aCases,
  practice13bCases,
  practice14aCases,
  practice14bCases,
  practice14cCases,
  practice15aCases,
  practice15bCases,
  practice15cCases,
  practice16cCases,
  practice17aCases,
  practice17bCases,
  practice17cCases,
  practice16bCases,
  practice16aCases,
  holdout14Cases,
  unseen13Cases,
  holdout15Cases,
  unseen14Cases,
  holdout16Cases,
  unseen15Cases,
  holdout17Cases,
  unseen16Cases,
  holdout18Cases,
  unseen17Cases,
  unseen17bCases,
  unseenCases,
} from './questions';
import { loadFeedback } from './rail-data';
import { loadIncidents } from './rental-data';
import { loadClaims } from './parcel-data';
import { loadDisputes } from './energy-data';
import { loadFaults } from './broadband-data';
import { loadAppeals } from './parking-data';
import { loadReports } from './baggage-data';
import { loadCinemaFeedback } from './cinema-data';
import { loadBusComplaints } from './bus-data';
import { loadMobileCases } from './mobile-data';
import { loadBinReports } from './bins-data';
import { loadDealerConcerns } from './dealer-data';
import { loadMeterEscalations } from './meter-data';
import { loadHousingComplaints } from './housing-data';
import { loadFerryFeedback } from './ferry-data';
import { loadHolidayIssues } from './holiday-data';
import { loadConcerns } from './pals-data';
import { loadVetComplaints } from './vets-data';
import { loadWaterContacts } from './water-data';
import { loadUniversityCases } from './university-data';
import { loadCouncilContacts } from './council-data';
import { loadPensionCases } from './pension-data';
import { loadReturns } from './returns-data';
import { loadTickets } from './tickets-data';
import { loadGymComplaints } from './gym-data';
import { loadPharmacyComplaints } from './pharmacy-data';
import { loadStreamingComplaints } from './streaming-data';
import { loadDentalComplaints } from './dental-data';
import { loadTravelComplaints } from './travel-insurance-data';
import { loadScooterComplaints } from './scooter-data';

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

  // From the fourth round on, every round adds a demo-and-airline held-out set and a set over a
  // newly generated data shape; each is asked nowhere earlier. One row per round.
  const rounds = [
    {
      round: 'fourth',
      holdout: holdout4Cases,
      holdoutMin: 45,
      unseen: unseen3Cases,
      dataset: 'tickets',
      unseenMin: 55,
      unanswerableMin: 0,
    },
    {
      round: 'fifth',
      holdout: holdout5Cases,
      holdoutMin: 50,
      unseen: unseen4Cases,
      dataset: 'delivery',
      unseenMin: 60,
      unanswerableMin: 0,
    },
    {
      round: 'sixth',
      holdout: holdout6Cases,
      holdoutMin: 50,
      unseen: unseen5Cases,
      dataset: 'rail',
      unseenMin: 60,
      unanswerableMin: 0,
    },
    {
      round: 'seventh',
      holdout: holdout7Cases,
      holdoutMin: 50,
      unseen: unseen6Cases,
      dataset: 'rental',
      unseenMin: 60,
      unanswerableMin: 0,
    },
    {
      round: 'eighth',
      holdout: holdout8Cases,
      holdoutMin: 50,
      unseen: unseen7Cases,
      dataset: 'parcel',
      unseenMin: 60,
      unanswerableMin: 0,
    },
    {
      round: 'ninth',
      holdout: holdout9Cases,
      holdoutMin: 60,
      unseen: unseen8Cases,
      dataset: 'energy',
      unseenMin: 62,
      unanswerableMin: 7,
    },
    {
      round: 'tenth',
      holdout: holdout10Cases,
      holdoutMin: 60,
      unseen: unseen9Cases,
      dataset: 'broadband',
      unseenMin: 62,
      unanswerableMin: 7,
    },
    {
      round: 'eleventh',
      holdout: holdout11Cases,
      holdoutMin: 62,
      unseen: unseen10Cases,
      dataset: 'parking',
      unseenMin: 62,
      unanswerableMin: 8,
    },
    {
      round: 'twelfth',
      holdout: holdout12Cases,
      holdoutMin: 62,
      unseen: unseen11Cases,
      dataset: 'baggage',
      unseenMin: 62,
      unanswerableMin: 8,
    },
    {
      round: 'thirteenth',
      holdout: holdout13Cases,
      holdoutMin: 62,
      unseen: unseen12Cases,
      dataset: 'cinema',
      unseenMin: 62,
      unanswerableMin: 8,
    },
    {
      round: 'fourteenth',
      holdout: holdout14Cases,
      holdoutMin: 62,
      unseen: unseen13Cases,
      dataset: 'pals',
      unseenMin: 62,
      unanswerableMin: 8,
    },
    {
      round: 'fifteenth',
      holdout: holdout15Cases,
      holdoutMin: 64,
      unseen: unseen14Cases,
      dataset: 'vets',
      unseenMin: 66,
      unanswerableMin: 8,
    },
    {
      round: 'sixteenth',
      holdout: holdout16Cases,
      holdoutMin: 64,
      unseen: unseen15Cases,
      dataset: 'water',
      unseenMin: 66,
      unanswerableMin: 8,
    },
    {
      round: 'seventeenth',
      holdout: holdout17Cases,
      holdoutMin: 64,
      unseen: unseen16Cases,
      dataset: 'university',
      unseenMin: 66,
      unanswerableMin: 8,
    },
    {
      round: 'eighteenth',
      holdout: holdout18Cases,
      holdoutMin: 64,
      unseen: unseen17Cases,
      dataset: 'council',
      unseenMin: 66,
      unanswerableMin: 8,
    },
    {
      // The eighteenth round's second unseen set, by a second judge: no held-out set of its own.
      round: 'eighteenth (second judge)',
      holdout: [],
      holdoutMin: 0,
      unseen: unseen17bCases,
      dataset: 'pension',
      unseenMin: 66,
      unanswerableMin: 9,
    },
  ] as const;
  const question = (c: (typeof allCases)[number]) => c.question.trim().toLowerCase();
  const beforeRounds = [
    ...allCases,
    ...holdoutAnalystCases,
    ...holdout2Cases,
    ...unseenCases,
    ...holdout3Cases,
    ...unseen2Cases,
  ];

  rounds.forEach((row, index) => {
    it(`keeps the ${row.round} held-out round and ${row.unseenMin} or more questions of the generated ${row.dataset} data, every kind, asked nowhere earlier`, () => {
      assert.ok(
        row.holdout.length >= row.holdoutMin,
        `${row.holdout.length} ${row.round}-round cases`,
      );
      assert.ok(row.unseen.length >= row.unseenMin, `${row.unseen.length} ${row.dataset} cases`);
      assert.ok(row.unseen.every((c) => c.dataset === row.dataset));
      assert.ok(row.holdout.every((c) => c.dataset === 'demo' || c.dataset === 'airline'));
      for (const [name, set] of [
        [`${row.round}-round`, row.holdout],
        [row.dataset, row.unseen],
      ] as const) {
        // A round's second judge writes an unseen set alone.
        if (set === row.holdout && row.holdoutMin === 0) continue;
        for (const category of CATEGORIES) {
          assert.ok(
            set.some((c) => c.category === category),
            `no ${name} ${category}`,
          );
        }
        const unanswerable = set.filter((c) => c.category === 'unanswerable').length;
        assert.ok(unanswerable >= row.unanswerableMin, `${name}: ${unanswerable} unanswerable`);
      }
      const earlier = new Set(
        [
          ...beforeRounds,
          ...rounds.slice(0, index).flatMap((r) => [...r.holdout, ...r.unseen]),
        ].map(question),
      );
      for (const evalCase of [...row.holdout, ...row.unseen]) {
        assert.ok(!earlier.has(question(evalCase)), `${evalCase.id} is asked in an earlier set`);
      }
    });
  });

  // The thirteenth round's practice sets: every kind of question over a newly generated shape,
  // with the round's minimums, and none asked in any earlier set.
  for (const [name, set, dataset] of [
    ['practice13a', practice13aCases, 'bus'],
    ['practice13b', practice13bCases, 'mobile'],
    ['practice14a', practice14aCases, 'bins'],
    ['practice14b', practice14bCases, 'dealer'],
    ['practice14c', practice14cCases, 'meter'],
    ['practice15a', practice15aCases, 'housing'],
    ['practice15b', practice15bCases, 'ferry'],
    ['practice15c', practice15cCases, 'holiday'],
    ['practice16a', practice16aCases, 'gym'],
    ['practice16b', practice16bCases, 'pharmacy'],
    ['practice16c', practice16cCases, 'streaming'],
    ['practice17a', practice17aCases, 'dental'],
    ['practice17b', practice17bCases, 'travel'],
    ['practice17c', practice17cCases, 'scooter'],
  ] as const) {
    it(`keeps ${name}: 55 or more questions of the generated ${dataset} data, every kind, asked nowhere earlier`, () => {
      assert.ok(set.length >= 55, `${set.length} ${name} cases`);
      assert.ok(set.every((c) => c.dataset === dataset));
      for (const category of CATEGORIES) {
        assert.ok(
          set.some((c) => c.category === category),
          `no ${name} ${category}`,
        );
      }
      const kinds = (category: string) => set.filter((c) => c.category === category).length;
      assert.ok(kinds('unanswerable') >= 8, `${name}: ${kinds('unanswerable')} unanswerable`);
      assert.ok(kinds('lookup') >= 4, `${name}: ${kinds('lookup')} lookups`);
      assert.ok(kinds('multi-part') >= 6, `${name}: ${kinds('multi-part')} multi-part`);
      const earlier = new Set(
        [...beforeRounds, ...rounds.flatMap((r) => [...r.holdout, ...r.unseen])].map(question),
      );
      for (const evalCase of set) {
        assert.ok(!earlier.has(question(evalCase)), `${evalCase.id} is asked in an earlier set`);
      }
    });
  }

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
    const parking = loadAppeals();
    const baggage = loadReports();
    const cinema = loadCinemaFeedback();
    const bus = loadBusComplaints();
    const mobile = loadMobileCases();
    const bins = loadBinReports();
    const dealer = loadDealerConcerns();
    const meter = loadMeterEscalations();
    const housing = loadHousingComplaints();
    const ferry = loadFerryFeedback();
    const holiday = loadHolidayIssues();
    const streaming = loadStreamingComplaints();
    const dental = loadDentalComplaints();
    const travel = loadTravelComplaints();
    const scooter = loadScooterComplaints();
    const pharmacy = loadPharmacyComplaints();
    const gym = loadGymComplaints();
    const pals = loadConcerns();
    const vets = loadVetComplaints();
    const water = loadWaterContacts();
    const university = loadUniversityCases();
    const council = loadCouncilContacts();
    const pension = loadPensionCases();
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
      parking,
      baggage,
      cinema,
      bus,
      mobile,
      bins,
      dealer,
      meter,
      housing,
      ferry,
      holiday,
      pals,
      vets,
      gym,
      pharmacy,
      water,
      university,
      council,
      pension,
      streaming,
      dental,
      travel,
      scooter,
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
        ...holdout11Cases,
        ...unseen10Cases,
        ...holdout12Cases,
        ...unseen11Cases,
        ...holdout13Cases,
        ...unseen12Cases,
        ...practice13aCases,
        ...practice13bCases,
        ...practice14aCases,
        ...practice14bCases,
        ...practice14cCases,
        ...holdout14Cases,
        ...unseen13Cases,
        ...holdout15Cases,
        ...unseen14Cases,
        ...holdout16Cases,
        ...unseen15Cases,
        ...holdout17Cases,
        ...unseen16Cases,
        ...holdout18Cases,
        ...unseen17Cases,
        ...unseen17bCases,
        ...practice15aCases,
        ...practice15bCases,
        ...practice15cCases,
        ...practice16aCases,
        ...practice16bCases,
        ...practice16cCases,
        ...practice17aCases,
        ...practice17bCases,
        ...practice17cCases,
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
      parking.close();
      baggage.close();
      cinema.close();
      bus.close();
      mobile.close();
      bins.close();
      dealer.close();
      meter.close();
      pals.close();
      vets.close();
      water.close();
      university.close();
      council.close();
      pension.close();
      housing.close();
      ferry.close();
      holiday.close();
      gym.close();
      pharmacy.close();
      streaming.close();
      dental.close();
      travel.close();
      scooter.close();
    }
  });
});
