// `npm run eval [-- --set main|holdout|holdout2] [--filter TEXT] [--dataset demo|airline] [--json]`: every
// case of a question set through the real API (offline planner) and the real engine, graded against
// truths computed by plain SQL; prints accuracy per category, calibration and the failures, and
// keeps the run in bench/results/eval-<timestamp>.json (eval-<set>-<timestamp>.json for the
// held-out sets).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Store } from '../../api/src/store/db';
import { closeDatabase, openDatabase } from '../../api/src/store/db';
import { demoDatabasePath } from '../../api/src/store/test-support';
import { dataDictionarySchema, type DataDictionary } from '../../src/agent/dataset';
import { createAnthropicLlmClient } from '../../src/agent/llm-client';
import { createHttpToolClient } from '../../src/agent/tool-client';
import { importAirline, loadTweets } from './airline-data';
import { importHotel, loadReviews } from './hotel-data';
import { importReturns, loadReturns } from './returns-data';
import { importTickets, loadTickets } from './tickets-data';
import { importDelivery, loadComplaints } from './delivery-data';
import { importRail, loadFeedback } from './rail-data';
import { importRental, loadIncidents } from './rental-data';
import { importParcel, loadClaims } from './parcel-data';
import { importBroadband, loadFaults } from './broadband-data';
import { importParking, loadAppeals } from './parking-data';
import { importBaggage, loadReports } from './baggage-data';
import { importCinema, loadCinemaFeedback } from './cinema-data';
import { importBus, loadBusComplaints } from './bus-data';
import { importMobile, loadMobileCases } from './mobile-data';
import { importBins, loadBinReports } from './bins-data';
import { importDealer, loadDealerConcerns } from './dealer-data';
import { importMeter, loadMeterEscalations } from './meter-data';
import { importHousing, loadHousingComplaints } from './housing-data';
import { importFerry, loadFerryFeedback } from './ferry-data';
import { importHoliday, loadHolidayIssues } from './holiday-data';
import { importPals, loadConcerns } from './pals-data';
import { importVets, loadVetComplaints } from './vets-data';
import { importWater, loadWaterContacts } from './water-data';
import { importUniversity, loadUniversityCases } from './university-data';
import { importCouncil, loadCouncilContacts } from './council-data';
import { importPension, loadPensionCases } from './pension-data';
import { importEnergy, loadDisputes } from './energy-data';
import { importGym, loadGymComplaints } from './gym-data';
import { importPharmacy, loadPharmacyComplaints } from './pharmacy-data';
import { importStreaming, loadStreamingComplaints } from './streaming-data';
import { importDental, loadDentalComplaints } from './dental-data';
import { importTravel, loadTravelComplaints } from './travel-insurance-data';
import { importScooter, loadScooterComplaints } from './scooter-data';
import type { DatasetName, EvalCase, Expectation } from './eval-case';
import { describeExpectation, gradeAnswer } from './grade';
import { caseSets, type CaseSetName } from './questions';
import { formatReport, summarize, type CaseResult } from './report';
import { replayFile, ReplayError } from './replay';
import { runCase, type Target } from './run-case';
import { startApi } from './serve';

const RESULTS = fileURLToPath(new URL('../results/', import.meta.url));

const USAGE = `Usage: npm run eval -- [--set main|holdout|holdout2|holdout3|holdout4|holdout5|holdout6|holdout7|holdout8|holdout9|holdout10|holdout11|holdout12|holdout13|unseen|unseen2|unseen3|unseen4|unseen5|unseen6|unseen7|unseen8|unseen9|unseen10|unseen11|unseen12|practice13a|practice13b|practice14a|practice14b|practice14c|holdout14|unseen13|holdout15|unseen14|holdout16|unseen15|holdout17|unseen16|holdout18|unseen17|unseen17b|practice15a|practice15b|practice15c|practice16a|practice16b|practice16c|practice17a|practice17b|practice17c] [--filter TEXT] [--dataset demo|airline|hotel|returns|tickets|delivery|rail|rental|parcel|energy|broadband|parking|baggage|cinema|bus|mobile|bins|dealer|meter|pals|vets|water|university|council|pension|housing|ferry|holiday|gym|pharmacy|streaming|dental|travel|scooter] [--protocol native|text] [--json]

  --set S         the question set: main (default; the set the planner is developed against),
                  holdout (questions kept away from planner work, to measure it on unseen wordings)
                  holdout2 (a second held-out round by an independent judge), holdout3 (a
                  third), holdout4 (a fourth), holdout5 (a fifth), holdout6 (a sixth),
                  holdout7 (a seventh), holdout8 (an eighth), holdout9 (a ninth), holdout10
                  (a tenth), holdout11 (an eleventh), holdout12 (a twelfth), holdout13 (a
                  thirteenth), unseen
                  (questions over hotel reviews the eval generates: a domain never designed
                  for), unseen2 (over an online shop's return requests), unseen3 (over a SaaS
                  vendor's support tickets), unseen4 (over a food-delivery platform's order
                  complaints), unseen5 (over a rail operator's passenger feedback), unseen6
                  (over a car-rental firm's incident log), unseen7 (over a parcel carrier's
                  claims log), unseen8 (over an energy supplier's billing disputes), unseen9
                  (over a broadband provider's fault reports), unseen10 (over a car-park
                  operator's breach notice appeals), unseen11 (over an airport's mishandled
                  baggage reports) or unseen12 (over a cinema chain's guest feedback);
                  practice13a: the thirteenth round's practice set (over a bus operator's
                  journey complaints) and practice13b (over a mobile network's coverage
                  and service cases), for development, not held out; practice14a: the
                  fourteenth round's practice set (over a council's missed bin reports);
                  holdout14 (a fourteenth held-out round) and unseen13 (over a hospital
                  trust's PALS concerns); holdout15 and unseen14 (over a veterinary practice
                  group's client complaints, the fifteenth held-out round); holdout16 and
                  unseen15 (over a water company's supply and sewer customer contacts, the
                  sixteenth held-out round); holdout17 and unseen16 (over a university's
                  student complaints and academic appeals, the seventeenth held-out round);
                  holdout18 and unseen17 (over a council's council-tax and benefits enquiries
                  and complaints, the eighteenth held-out round); unseen17b (over a pension
                  scheme's member queries and complaints, the eighteenth round's second unseen set);
                  practice15a: the fifteenth round's practice set
                  (over a housing association's tenant repair complaints), practice15b
                  (over an island ferry operator's passenger feedback) and practice15c (over a
                  holiday park group's booking complaints);
                  practice16a: the sixteenth round's practice set (over a gym chain's member
                  complaints), practice16b (over an online pharmacy's order and prescription
                  complaints) and practice16c (over a video streaming service's subscriber
                  complaints);
                  practice17a: the seventeenth round's practice set (over a dental practice
                  group's patient complaints), practice17b (over a travel insurer's claim
                  complaints) and practice17c (over an e-scooter and bike-share app's rider
                  complaints)
  --filter TEXT   only cases whose id, category or question (or an earlier turn) contains TEXT
  --dataset D     only the demo corpus, the airline tweets, the generated hotel reviews, returns,
                  support tickets, delivery complaints, rail passenger feedback, rental
                  incidents, parcel claims, billing disputes, broadband fault reports,
                  car-park appeals, baggage reports, cinema guest feedback, bus complaints,
                  mobile network cases, missed bin reports, PALS concerns, vet practice
                  complaints, water and sewer contacts, student complaints and appeals, council-tax and
                  benefits contacts, pension member cases, tenant repair
                  complaints, ferry passenger feedback, holiday park complaints, gym
                  member complaints, online pharmacy complaints, streaming subscriber complaints,
                  dental patient complaints, travel insurance claim complaints or e-scooter
                  rider complaints
  --protocol P    the engine's tool protocol: native tool use (default) or the text ReAct format
  --json          the whole run as one JSON document on stdout instead of the table
  --replay FILE   no run: score the answers recorded in a results file again with the current
                  confidence code and print the same report (--show wrong|low|all|ID adds the
                  factors of wrong answers not rated Low, right ones not rated High, or one case)

Exit status: 0 when every target is met, 1 when one is missed, 2 for bad arguments.`;

class UsageError extends Error {}

const DATASETS: readonly DatasetName[] = [
  'demo',
  'airline',
  'hotel',
  'returns',
  'tickets',
  'delivery',
  'rail',
  'rental',
  'parcel',
  'energy',
  'broadband',
  'parking',
  'baggage',
  'cinema',
  'bus',
  'mobile',
  'bins',
  'dealer',
  'meter',
  'pals',
  'vets',
  'water',
  'university',
  'council',
  'pension',
  'housing',
  'ferry',
  'holiday',
  'gym',
  'pharmacy',
  'streaming',
  'dental',
  'travel',
  'scooter',
];

interface Options {
  readonly set: CaseSetName;
  readonly filter?: string;
  readonly datasets: readonly DatasetName[];
  readonly protocol: 'native' | 'text';
  readonly json: boolean;
  readonly replay?: string;
  readonly show?: string;
}

function readOptions(argv: string[]): Options | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        set: { type: 'string', default: 'main' },
        filter: { type: 'string' },
        dataset: { type: 'string' },
        protocol: { type: 'string', default: 'native' },
        json: { type: 'boolean', default: false },
        replay: { type: 'string' },
        show: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  if (values.dataset !== undefined && !DATASETS.includes(values.dataset as DatasetName)) {
    throw new UsageError(`--dataset must be ${DATASETS.join(', ')}, not "${values.dataset}"`);
  }
  if (!Object.hasOwn(caseSets, values.set)) {
    throw new UsageError(
      `--set must be ${Object.keys(caseSets).join(' or ')}, not "${values.set}"`,
    );
  }
  if (values.protocol !== 'native' && values.protocol !== 'text') {
    throw new UsageError(`--protocol must be native or text, not "${values.protocol}"`);
  }
  return {
    set: values.set as CaseSetName,
    protocol: values.protocol,
    ...(values.filter ? { filter: values.filter.toLowerCase() } : {}),
    datasets: values.dataset ? [values.dataset as DatasetName] : DATASETS,
    json: values.json,
    ...(values.replay ? { replay: values.replay } : {}),
    ...(values.show ? { show: values.show } : {}),
  };
}

function selected(evalCase: EvalCase, options: Options): boolean {
  if (!options.datasets.includes(evalCase.dataset)) return false;
  if (!options.filter) return true;
  return [evalCase.id, evalCase.category, evalCase.question, ...(evalCase.previous ?? [])].some(
    (text) => text.toLowerCase().includes(options.filter!),
  );
}

async function targetFor(url: string, protocol: Target['protocol']): Promise<Target> {
  const status = (await (await fetch(`${url}/api/status`)).json()) as {
    llm: { defaultModel: string };
    data: { from: string | null; to: string | null };
  };
  const response = await fetch(`${url}/api/dataset`);
  const dataset = response.ok ? dataDictionarySchema.safeParse(await response.json()) : undefined;
  return {
    llm: await createAnthropicLlmClient({ baseURL: `${url}/api/llm`, maxRetries: 0 }),
    tools: createHttpToolClient({ baseUrl: url }),
    model: status.llm.defaultModel,
    protocol,
    ...(dataset?.success ? { dataset: dataset.data } : {}),
    ...(status.data.from && status.data.to
      ? { corpus: { from: status.data.from, to: status.data.to } }
      : {}),
  };
}

async function evaluate(
  cases: readonly EvalCase[],
  databasePath: string,
  truthDb: Store,
  protocol: Target['protocol'],
  log: (line: string) => void,
  dictionaries: Partial<Record<DatasetName, DataDictionary>>,
): Promise<CaseResult[]> {
  const api = await startApi(databasePath);
  const results: CaseResult[] = [];
  try {
    const target = await targetFor(api.url, protocol);
    const dataset = cases[0]?.dataset;
    if (dataset && target.dataset) dictionaries[dataset] = target.dataset;
    for (const evalCase of cases) {
      let expectation: Expectation;
      try {
        expectation = evalCase.truth({ db: truthDb });
      } catch (error) {
        throw new Error(`The truth of ${evalCase.id} failed: ${(error as Error).message}`);
      }
      const turns = await runCase(target, evalCase);
      const last = turns.at(-1)!;
      const grade = gradeAnswer(
        evalCase.question,
        last.answer
          ? {
              text: last.answer.text,
              endReason: last.endReason,
              ...(last.endMessage ? { endMessage: last.endMessage } : {}),
              ...(last.answer.status ? { status: last.answer.status } : {}),
            }
          : undefined,
        expectation,
      );
      results.push({
        id: evalCase.id,
        dataset: evalCase.dataset,
        category: evalCase.category,
        question: evalCase.question,
        previous: evalCase.previous ?? [],
        previousAnswers: turns
          .slice(0, -1)
          .map((turn) => turn.answer?.text ?? `(${turn.endReason})`),
        expected: describeExpectation(expectation),
        right: grade.right,
        reason: grade.reason,
        ...(last.answer?.status ? { status: last.answer.status } : {}),
        ...(last.answer
          ? {
              confidence: last.answer.confidence.score,
              level: last.answer.confidence.level,
              answer: last.answer.text,
              unsupportedFigures: last.answer.unsupported,
            }
          : {}),
        endReason: last.endReason,
        ...(last.endMessage ? { endMessage: last.endMessage } : {}),
        tools: last.tools,
        durationMs: turns.reduce((sum, turn) => sum + turn.durationMs, 0),
        expectation,
        ...(last.assessment ? { assessment: last.assessment } : {}),
      });
      log(`${grade.right ? '✓' : '✗'} ${evalCase.id} (${last.durationMs} ms)`);
    }
  } finally {
    await api.close();
  }
  return results;
}

async function main(argv: string[]): Promise<number> {
  let options: Options | 'help';
  try {
    options = readOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (options.replay) {
    try {
      const replayed = replayFile(options.replay, options.show);
      process.stdout.write(`${replayed.text}\n`);
      return replayed.summary.targets.every((target) => target.met) ? 0 : 1;
    } catch (error) {
      if (!(error instanceof ReplayError)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
  }
  const chosen = options;
  const cases = caseSets[chosen.set].filter((evalCase) => selected(evalCase, chosen));
  if (cases.length === 0) {
    process.stderr.write('No evaluation case matches the filter.\n');
    return 2;
  }
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const started = Date.now();
  const results: CaseResult[] = [];
  const skipped: string[] = [];
  const dictionaries: Partial<Record<DatasetName, DataDictionary>> = {};

  const demoCases = cases.filter((evalCase) => evalCase.dataset === 'demo');
  if (demoCases.length) {
    const path = await demoDatabasePath();
    const db = openDatabase(path, { readonly: true });
    try {
      results.push(...(await evaluate(demoCases, path, db, chosen.protocol, log, dictionaries)));
    } finally {
      closeDatabase(db);
    }
  }

  const airlineCases = cases.filter((evalCase) => evalCase.dataset === 'airline');
  if (airlineCases.length) {
    const imported = await importAirline();
    if (typeof imported === 'string') {
      skipped.push(`airline (${airlineCases.length} cases): ${imported}`);
    } else {
      const tweets = loadTweets();
      try {
        results.push(
          ...(await evaluate(
            airlineCases,
            imported.path,
            tweets,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        tweets.close();
        imported.remove();
      }
    }
  }

  const hotelCases = cases.filter((evalCase) => evalCase.dataset === 'hotel');
  if (hotelCases.length) {
    const imported = await importHotel();
    if (typeof imported === 'string') {
      skipped.push(`hotel (${hotelCases.length} cases): ${imported}`);
    } else {
      const reviews = loadReviews();
      try {
        results.push(
          ...(await evaluate(
            hotelCases,
            imported.path,
            reviews,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        reviews.close();
        imported.remove();
      }
    }
  }

  const returnCases = cases.filter((evalCase) => evalCase.dataset === 'returns');
  if (returnCases.length) {
    const imported = await importReturns();
    if (typeof imported === 'string') {
      skipped.push(`returns (${returnCases.length} cases): ${imported}`);
    } else {
      const returns = loadReturns();
      try {
        results.push(
          ...(await evaluate(
            returnCases,
            imported.path,
            returns,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        returns.close();
        imported.remove();
      }
    }
  }

  const ticketCases = cases.filter((evalCase) => evalCase.dataset === 'tickets');
  if (ticketCases.length) {
    const imported = await importTickets();
    if (typeof imported === 'string') {
      skipped.push(`tickets (${ticketCases.length} cases): ${imported}`);
    } else {
      const tickets = loadTickets();
      try {
        results.push(
          ...(await evaluate(
            ticketCases,
            imported.path,
            tickets,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        tickets.close();
        imported.remove();
      }
    }
  }

  const deliveryCases = cases.filter((evalCase) => evalCase.dataset === 'delivery');
  if (deliveryCases.length) {
    const imported = await importDelivery();
    if (typeof imported === 'string') {
      skipped.push(`delivery (${deliveryCases.length} cases): ${imported}`);
    } else {
      const complaints = loadComplaints();
      try {
        results.push(
          ...(await evaluate(
            deliveryCases,
            imported.path,
            complaints,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        complaints.close();
        imported.remove();
      }
    }
  }

  const railCases = cases.filter((evalCase) => evalCase.dataset === 'rail');
  if (railCases.length) {
    const imported = await importRail();
    if (typeof imported === 'string') {
      skipped.push(`rail (${railCases.length} cases): ${imported}`);
    } else {
      const feedback = loadFeedback();
      try {
        results.push(
          ...(await evaluate(
            railCases,
            imported.path,
            feedback,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        feedback.close();
        imported.remove();
      }
    }
  }

  const rentalCases = cases.filter((evalCase) => evalCase.dataset === 'rental');
  if (rentalCases.length) {
    const imported = await importRental();
    if (typeof imported === 'string') {
      skipped.push(`rental (${rentalCases.length} cases): ${imported}`);
    } else {
      const incidents = loadIncidents();
      try {
        results.push(
          ...(await evaluate(
            rentalCases,
            imported.path,
            incidents,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        incidents.close();
        imported.remove();
      }
    }
  }

  const parcelCases = cases.filter((evalCase) => evalCase.dataset === 'parcel');
  if (parcelCases.length) {
    const imported = await importParcel();
    if (typeof imported === 'string') {
      skipped.push(`parcel (${parcelCases.length} cases): ${imported}`);
    } else {
      const claims = loadClaims();
      try {
        results.push(
          ...(await evaluate(
            parcelCases,
            imported.path,
            claims,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        claims.close();
        imported.remove();
      }
    }
  }

  const energyCases = cases.filter((evalCase) => evalCase.dataset === 'energy');
  if (energyCases.length) {
    const imported = await importEnergy();
    if (typeof imported === 'string') {
      skipped.push(`energy (${energyCases.length} cases): ${imported}`);
    } else {
      const disputes = loadDisputes();
      try {
        results.push(
          ...(await evaluate(
            energyCases,
            imported.path,
            disputes,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        disputes.close();
        imported.remove();
      }
    }
  }

  const broadbandCases = cases.filter((evalCase) => evalCase.dataset === 'broadband');
  if (broadbandCases.length) {
    const imported = await importBroadband();
    if (typeof imported === 'string') {
      skipped.push(`broadband (${broadbandCases.length} cases): ${imported}`);
    } else {
      const faults = loadFaults();
      try {
        results.push(
          ...(await evaluate(
            broadbandCases,
            imported.path,
            faults,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        faults.close();
        imported.remove();
      }
    }
  }

  const parkingCases = cases.filter((evalCase) => evalCase.dataset === 'parking');
  if (parkingCases.length) {
    const imported = await importParking();
    if (typeof imported === 'string') {
      skipped.push(`parking (${parkingCases.length} cases): ${imported}`);
    } else {
      const appeals = loadAppeals();
      try {
        results.push(
          ...(await evaluate(
            parkingCases,
            imported.path,
            appeals,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        appeals.close();
        imported.remove();
      }
    }
  }

  const baggageCases = cases.filter((evalCase) => evalCase.dataset === 'baggage');
  if (baggageCases.length) {
    const imported = await importBaggage();
    if (typeof imported === 'string') {
      skipped.push(`baggage (${baggageCases.length} cases): ${imported}`);
    } else {
      const reports = loadReports();
      try {
        results.push(
          ...(await evaluate(
            baggageCases,
            imported.path,
            reports,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        reports.close();
        imported.remove();
      }
    }
  }

  const cinemaCases = cases.filter((evalCase) => evalCase.dataset === 'cinema');
  if (cinemaCases.length) {
    const imported = await importCinema();
    if (typeof imported === 'string') {
      skipped.push(`cinema (${cinemaCases.length} cases): ${imported}`);
    } else {
      const feedback = loadCinemaFeedback();
      try {
        results.push(
          ...(await evaluate(
            cinemaCases,
            imported.path,
            feedback,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        feedback.close();
        imported.remove();
      }
    }
  }

  const busCases = cases.filter((evalCase) => evalCase.dataset === 'bus');
  if (busCases.length) {
    const imported = await importBus();
    if (typeof imported === 'string') {
      skipped.push(`bus (${busCases.length} cases): ${imported}`);
    } else {
      const complaints = loadBusComplaints();
      try {
        results.push(
          ...(await evaluate(
            busCases,
            imported.path,
            complaints,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        complaints.close();
        imported.remove();
      }
    }
  }

  const mobileCases = cases.filter((evalCase) => evalCase.dataset === 'mobile');
  if (mobileCases.length) {
    const imported = await importMobile();
    if (typeof imported === 'string') {
      skipped.push(`mobile (${mobileCases.length} cases): ${imported}`);
    } else {
      const mobile = loadMobileCases();
      try {
        results.push(
          ...(await evaluate(
            mobileCases,
            imported.path,
            mobile,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        mobile.close();
        imported.remove();
      }
    }
  }

  const binsCases = cases.filter((evalCase) => evalCase.dataset === 'bins');
  if (binsCases.length) {
    const imported = await importBins();
    if (typeof imported === 'string') {
      skipped.push(`bins (${binsCases.length} cases): ${imported}`);
    } else {
      const bins = loadBinReports();
      try {
        results.push(
          ...(await evaluate(binsCases, imported.path, bins, chosen.protocol, log, dictionaries)),
        );
      } finally {
        bins.close();
        imported.remove();
      }
    }
  }

  const palsCases = cases.filter((evalCase) => evalCase.dataset === 'pals');
  if (palsCases.length) {
    const imported = await importPals();
    if (typeof imported === 'string') {
      skipped.push(`pals (${palsCases.length} cases): ${imported}`);
    } else {
      const pals = loadConcerns();
      try {
        results.push(
          ...(await evaluate(palsCases, imported.path, pals, chosen.protocol, log, dictionaries)),
        );
      } finally {
        pals.close();
        imported.remove();
      }
    }
  }

  const vetsCases = cases.filter((evalCase) => evalCase.dataset === 'vets');
  if (vetsCases.length) {
    const imported = await importVets();
    if (typeof imported === 'string') {
      skipped.push(`vets (${vetsCases.length} cases): ${imported}`);
    } else {
      const vets = loadVetComplaints();
      try {
        results.push(
          ...(await evaluate(vetsCases, imported.path, vets, chosen.protocol, log, dictionaries)),
        );
      } finally {
        vets.close();
        imported.remove();
      }
    }
  }

  const waterCases = cases.filter((evalCase) => evalCase.dataset === 'water');
  if (waterCases.length) {
    const imported = await importWater();
    if (typeof imported === 'string') {
      skipped.push(`water (${waterCases.length} cases): ${imported}`);
    } else {
      const water = loadWaterContacts();
      try {
        results.push(
          ...(await evaluate(waterCases, imported.path, water, chosen.protocol, log, dictionaries)),
        );
      } finally {
        water.close();
        imported.remove();
      }
    }
  }

  const universityCases = cases.filter((evalCase) => evalCase.dataset === 'university');
  if (universityCases.length) {
    const imported = await importUniversity();
    if (typeof imported === 'string') {
      skipped.push(`university (${universityCases.length} cases): ${imported}`);
    } else {
      const university = loadUniversityCases();
      try {
        results.push(
          ...(await evaluate(
            universityCases,
            imported.path,
            university,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        university.close();
        imported.remove();
      }
    }
  }

  const councilCases = cases.filter((evalCase) => evalCase.dataset === 'council');
  if (councilCases.length) {
    const imported = await importCouncil();
    if (typeof imported === 'string') {
      skipped.push(`council (${councilCases.length} cases): ${imported}`);
    } else {
      const council = loadCouncilContacts();
      try {
        results.push(
          ...(await evaluate(
            councilCases,
            imported.path,
            council,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        council.close();
        imported.remove();
      }
    }
  }

  const pensionCases = cases.filter((evalCase) => evalCase.dataset === 'pension');
  if (pensionCases.length) {
    const imported = await importPension();
    if (typeof imported === 'string') {
      skipped.push(`pension (${pensionCases.length} cases): ${imported}`);
    } else {
      const pension = loadPensionCases();
      try {
        results.push(
          ...(await evaluate(
            pensionCases,
            imported.path,
            pension,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        pension.close();
        imported.remove();
      }
    }
  }

  const dealerCases = cases.filter((evalCase) => evalCase.dataset === 'dealer');
  if (dealerCases.length) {
    const imported = await importDealer();
    if (typeof imported === 'string') {
      skipped.push(`dealer (${dealerCases.length} cases): ${imported}`);
    } else {
      const dealer = loadDealerConcerns();
      try {
        results.push(
          ...(await evaluate(
            dealerCases,
            imported.path,
            dealer,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        dealer.close();
        imported.remove();
      }
    }
  }

  const meterCases = cases.filter((evalCase) => evalCase.dataset === 'meter');
  if (meterCases.length) {
    const imported = await importMeter();
    if (typeof imported === 'string') {
      skipped.push(`meter (${meterCases.length} cases): ${imported}`);
    } else {
      const meter = loadMeterEscalations();
      try {
        results.push(
          ...(await evaluate(meterCases, imported.path, meter, chosen.protocol, log, dictionaries)),
        );
      } finally {
        meter.close();
        imported.remove();
      }
    }
  }

  const housingCases = cases.filter((evalCase) => evalCase.dataset === 'housing');
  if (housingCases.length) {
    const imported = await importHousing();
    if (typeof imported === 'string') {
      skipped.push(`housing (${housingCases.length} cases): ${imported}`);
    } else {
      const housing = loadHousingComplaints();
      try {
        results.push(
          ...(await evaluate(
            housingCases,
            imported.path,
            housing,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        housing.close();
        imported.remove();
      }
    }
  }

  const ferryCases = cases.filter((evalCase) => evalCase.dataset === 'ferry');
  if (ferryCases.length) {
    const imported = await importFerry();
    if (typeof imported === 'string') {
      skipped.push(`ferry (${ferryCases.length} cases): ${imported}`);
    } else {
      const ferry = loadFerryFeedback();
      try {
        results.push(
          ...(await evaluate(ferryCases, imported.path, ferry, chosen.protocol, log, dictionaries)),
        );
      } finally {
        ferry.close();
        imported.remove();
      }
    }
  }

  const holidayCases = cases.filter((evalCase) => evalCase.dataset === 'holiday');
  if (holidayCases.length) {
    const imported = await importHoliday();
    if (typeof imported === 'string') {
      skipped.push(`holiday (${holidayCases.length} cases): ${imported}`);
    } else {
      const holiday = loadHolidayIssues();
      try {
        results.push(
          ...(await evaluate(
            holidayCases,
            imported.path,
            holiday,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        holiday.close();
        imported.remove();
      }
    }
  }

  const gymCases = cases.filter((evalCase) => evalCase.dataset === 'gym');
  if (gymCases.length) {
    const imported = await importGym();
    if (typeof imported === 'string') {
      skipped.push(`gym (${gymCases.length} cases): ${imported}`);
    } else {
      const gymDb = loadGymComplaints();
      try {
        results.push(
          ...(await evaluate(gymCases, imported.path, gymDb, chosen.protocol, log, dictionaries)),
        );
      } finally {
        gymDb.close();
        imported.remove();
      }
    }
  }

  const pharmacyCases = cases.filter((evalCase) => evalCase.dataset === 'pharmacy');
  if (pharmacyCases.length) {
    const imported = await importPharmacy();
    if (typeof imported === 'string') {
      skipped.push(`pharmacy (${pharmacyCases.length} cases): ${imported}`);
    } else {
      const pharmacyDb = loadPharmacyComplaints();
      try {
        results.push(
          ...(await evaluate(
            pharmacyCases,
            imported.path,
            pharmacyDb,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        pharmacyDb.close();
        imported.remove();
      }
    }
  }

  const streamingCases = cases.filter((evalCase) => evalCase.dataset === 'streaming');
  if (streamingCases.length) {
    const imported = await importStreaming();
    if (typeof imported === 'string') {
      skipped.push(`streaming (${streamingCases.length} cases): ${imported}`);
    } else {
      const streamingDb = loadStreamingComplaints();
      try {
        results.push(
          ...(await evaluate(
            streamingCases,
            imported.path,
            streamingDb,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        streamingDb.close();
        imported.remove();
      }
    }
  }

  const dentalCases = cases.filter((evalCase) => evalCase.dataset === 'dental');
  if (dentalCases.length) {
    const imported = await importDental();
    if (typeof imported === 'string') {
      skipped.push(`dental (${dentalCases.length} cases): ${imported}`);
    } else {
      const dentalDb = loadDentalComplaints();
      try {
        results.push(
          ...(await evaluate(
            dentalCases,
            imported.path,
            dentalDb,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        dentalDb.close();
        imported.remove();
      }
    }
  }

  const travelCases = cases.filter((evalCase) => evalCase.dataset === 'travel');
  if (travelCases.length) {
    const imported = await importTravel();
    if (typeof imported === 'string') {
      skipped.push(`travel (${travelCases.length} cases): ${imported}`);
    } else {
      const travelDb = loadTravelComplaints();
      try {
        results.push(
          ...(await evaluate(
            travelCases,
            imported.path,
            travelDb,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        travelDb.close();
        imported.remove();
      }
    }
  }

  const scooterCases = cases.filter((evalCase) => evalCase.dataset === 'scooter');
  if (scooterCases.length) {
    const imported = await importScooter();
    if (typeof imported === 'string') {
      skipped.push(`scooter (${scooterCases.length} cases): ${imported}`);
    } else {
      const scooterDb = loadScooterComplaints();
      try {
        results.push(
          ...(await evaluate(
            scooterCases,
            imported.path,
            scooterDb,
            chosen.protocol,
            log,
            dictionaries,
          )),
        );
      } finally {
        scooterDb.close();
        imported.remove();
      }
    }
  }

  const summary = summarize(results);
  const at = new Date().toISOString();
  const record = {
    at,
    seconds: Math.round((Date.now() - started) / 1000),
    set: chosen.set,
    filter: chosen.filter ?? null,
    protocol: chosen.protocol,
    skipped,
    summary,
    results,
    dictionaries,
  };
  mkdirSync(RESULTS, { recursive: true });
  const prefix = chosen.set === 'main' ? 'eval' : `eval-${chosen.set}`;
  const file = `${RESULTS}${prefix}-${at.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);

  if (options.json) {
    process.stdout.write(`${JSON.stringify(record)}\n`);
  } else {
    process.stdout.write(`${formatReport(results, summary)}\n`);
    for (const entry of skipped) process.stdout.write(`\nSkipped ${entry}\n`);
    process.stdout.write(`\n${results.length} cases in ${record.seconds} s · ${file}\n`);
  }
  return summary.targets.every((target) => target.met) && skipped.length === 0 ? 0 : 1;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 2;
}
