import type { EvalCase } from '../eval-case';
import { airlineCases } from './airline';
import { airlineMore } from './airline-more';
import { airlineVariants } from './airline-variants';
import { demoCompare } from './demo-compare';
import { demoFacts } from './demo-facts';
import { demoMore } from './demo-more';
import { demoPeriods } from './demo-periods';
import { demoTurns } from './demo-turns';
import { demoVariants } from './demo-variants';
import { holdoutCases } from './holdout';
import { holdoutAnalystAirline } from './holdout-analyst-airline';
import { holdoutAnalystDemo } from './holdout-analyst-demo';
import { holdoutAnalystTurns } from './holdout-analyst-turns';
import { holdoutLateCases } from './holdout-late';
import { holdout2Airline } from './holdout2-airline';
import { holdout2Demo } from './holdout2-demo';
import { holdout2DemoMore } from './holdout2-demo-more';
import { holdout2Turns } from './holdout2-turns';
import { holdout2Unanswerable } from './holdout2-unanswerable';
import { holdout3Airline } from './holdout3-airline';
import { holdout3Demo } from './holdout3-demo';
import { holdout3Returns } from './holdout3-returns';
import { holdout3ReturnsMore } from './holdout3-returns-more';
import { holdout4Airline } from './holdout4-airline';
import { holdout4Demo } from './holdout4-demo';
import { holdout4DemoMore } from './holdout4-demo-more';
import { holdout4Late } from './holdout4-late';
import { holdout5Airline } from './holdout5-airline';
import { holdout5Demo } from './holdout5-demo';
import { holdout6Airline } from './holdout6-airline';
import { holdout6Demo } from './holdout6-demo';
import { holdout6DemoMore } from './holdout6-demo-more';
import { holdout7Airline } from './holdout7-airline';
import { holdout7Demo } from './holdout7-demo';
import { holdout8Airline } from './holdout8-airline';
import { holdout8Demo } from './holdout8-demo';
import { holdout9Airline } from './holdout9-airline';
import { holdout9Demo } from './holdout9-demo';
import { holdout10Airline } from './holdout10-airline';
import { holdout10Demo } from './holdout10-demo';
import { holdout11Airline } from './holdout11-airline';
import { holdout11Demo } from './holdout11-demo';
import { holdout12Airline } from './holdout12-airline';
import { holdout12Demo } from './holdout12-demo';
import { holdout13Airline } from './holdout13-airline';
import { holdout13Demo } from './holdout13-demo';
import { unseenHotel } from './unseen-hotel';
import { unseen3Tickets } from './unseen3-tickets';
import { unseen3TicketsLate } from './unseen3-tickets-late';
import { unseen3TicketsMore } from './unseen3-tickets-more';
import { unseen4Delivery } from './unseen4-delivery';
import { unseen4DeliveryMore } from './unseen4-delivery-more';
import { unseen5Rail } from './unseen5-rail';
import { unseen5RailMore } from './unseen5-rail-more';
import { unseen6Rental } from './unseen6-rental';
import { unseen6RentalMore } from './unseen6-rental-more';
import { unseen7Parcel } from './unseen7-parcel';
import { unseen7ParcelMore } from './unseen7-parcel-more';
import { unseen8Energy } from './unseen8-energy';
import { unseen8EnergyMore } from './unseen8-energy-more';
import { unseen9Broadband } from './unseen9-broadband';
import { unseen9BroadbandMore } from './unseen9-broadband-more';
import { unseen10Parking } from './unseen10-parking';
import { unseen10ParkingMore } from './unseen10-parking-more';
import { unseen11Baggage } from './unseen11-baggage';
import { unseen11BaggageMore } from './unseen11-baggage-more';
import { unseen12Cinema } from './unseen12-cinema';
import { unseen12CinemaMore } from './unseen12-cinema-more';
import { practice13Bus } from './practice13-bus';
import { practice13BusMore } from './practice13-bus-more';
import { practice13Mobile } from './practice13-mobile';
import { practice13MobileMore } from './practice13-mobile-more';
import { practice14Bins } from './practice14-bins';
import { practice14BinsMore } from './practice14-bins-more';
import { practice14Dealer } from './practice14-dealer';
import { practice14DealerMore } from './practice14-dealer-more';
import { practice14Meter } from './practice14-meter';
import { practice14MeterMore } from './practice14-meter-more';
import { practice15Housing } from './practice15-housing';
import { practice15HousingMore } from './practice15-housing-more';
import { practice15Ferry } from './practice15-ferry';
import { practice15FerryMore } from './practice15-ferry-more';
import { practice15Holiday } from './practice15-holiday';
import { practice15HolidayMore } from './practice15-holiday-more';
import { practice16Gym } from './practice16-gym';
import { practice16GymMore } from './practice16-gym-more';
import { practice16Pharmacy } from './practice16-pharmacy';
import { practice16PharmacyMore } from './practice16-pharmacy-more';
import { practice16Streaming } from './practice16-streaming';
import { practice16StreamingMore } from './practice16-streaming-more';
import { practice17Dental } from './practice17-dental';
import { practice17DentalMore } from './practice17-dental-more';
import { practice17Travel } from './practice17-travel';
import { practice17TravelMore } from './practice17-travel-more';
import { practice17Scooter } from './practice17-scooter';
import { practice17ScooterMore } from './practice17-scooter-more';
import { holdout14Airline } from './holdout14-airline';
import { holdout14Demo } from './holdout14-demo';
import { unseen13Pals } from './unseen13-pals';
import { unseen13PalsMore } from './unseen13-pals-more';
import { holdout15Airline } from './holdout15-airline';
import { holdout15Demo } from './holdout15-demo';
import { unseen14Vets } from './unseen14-vets';
import { unseen14VetsMore } from './unseen14-vets-more';
import { holdout16Airline } from './holdout16-airline';
import { holdout16Demo } from './holdout16-demo';
import { unseen15Water } from './unseen15-water';
import { unseen15WaterMore } from './unseen15-water-more';
import { holdout17Airline } from './holdout17-airline';
import { holdout17Demo } from './holdout17-demo';
import { unseen16University } from './unseen16-university';
import { unseen16UniversityMore } from './unseen16-university-more';
import { holdout18Airline } from './holdout18-airline';
import { holdout18Demo } from './holdout18-demo';
import { unseen17Council } from './unseen17-council';
import { unseen17CouncilMore } from './unseen17-council-more';
import { unseen17bPension } from './unseen17b-pension';
import { unseen17bPensionMore } from './unseen17b-pension-more';

/** Every evaluation case, demo corpus first. */
export const allCases: readonly EvalCase[] = [
  ...demoFacts,
  ...demoCompare,
  ...demoPeriods,
  ...demoTurns,
  ...demoVariants,
  ...demoMore,
  ...airlineCases,
  ...airlineVariants,
  ...airlineMore,
  ...holdoutCases,
  ...holdoutLateCases,
];

/**
 * Held-out analyst questions, kept out of `allCases` so that work on the planner is never tuned
 * against them: `npm run eval -- --set holdout` measures the planner on wordings it has not seen.
 */
export const holdoutAnalystCases: readonly EvalCase[] = [
  ...holdoutAnalystDemo,
  ...holdoutAnalystTurns,
  ...holdoutAnalystAirline,
];

/**
 * A second held-out round, written by someone who had not seen the planner, after the first
 * held-out set had been tuned against: `npm run eval -- --set holdout2`. Planner work must not be
 * tuned against it either, or it stops measuring anything.
 */
export const holdout2Cases: readonly EvalCase[] = [
  ...holdout2Demo,
  ...holdout2DemoMore,
  ...holdout2Turns,
  ...holdout2Unanswerable,
  ...holdout2Airline,
];

/**
 * Questions over a data set the product was never built for (hotel reviews the eval generates and
 * imports itself): `npm run eval -- --set unseen`.
 */
export const unseenCases: readonly EvalCase[] = [...unseenHotel];

/**
 * A third held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout3`. Never tuned against.
 */
export const holdout3Cases: readonly EvalCase[] = [...holdout3Demo, ...holdout3Airline];

/**
 * Questions over a fourth data set no one on the team has seen (an online shop's return requests
 * the eval generates and imports itself): `npm run eval -- --set unseen2`.
 */
export const unseen2Cases: readonly EvalCase[] = [...holdout3Returns, ...holdout3ReturnsMore];

/**
 * A fourth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout4`. Never tuned against.
 */
export const holdout4Cases: readonly EvalCase[] = [
  ...holdout4Demo,
  ...holdout4DemoMore,
  ...holdout4Airline,
  ...holdout4Late,
];

/**
 * Questions over a fifth data set no one on the team has seen (a SaaS vendor's support tickets the
 * eval generates and imports itself): `npm run eval -- --set unseen3`.
 */
export const unseen3Cases: readonly EvalCase[] = [
  ...unseen3Tickets,
  ...unseen3TicketsMore,
  ...unseen3TicketsLate,
];

/**
 * A fifth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout5`. Never tuned against.
 */
export const holdout5Cases: readonly EvalCase[] = [...holdout5Demo, ...holdout5Airline];

/**
 * Questions over a sixth data set no one on the team has seen (a food-delivery platform's order
 * complaints the eval generates and imports itself): `npm run eval -- --set unseen4`.
 */
export const unseen4Cases: readonly EvalCase[] = [...unseen4Delivery, ...unseen4DeliveryMore];

/**
 * A sixth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout6`. Never tuned against.
 */
export const holdout6Cases: readonly EvalCase[] = [
  ...holdout6Demo,
  ...holdout6DemoMore,
  ...holdout6Airline,
];

/**
 * Questions over a seventh data set no one on the team has seen (a regional rail operator's
 * passenger feedback the eval generates and imports itself): `npm run eval -- --set unseen5`.
 */
export const unseen5Cases: readonly EvalCase[] = [...unseen5Rail, ...unseen5RailMore];

/**
 * A seventh held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout7`. Never tuned against.
 */
export const holdout7Cases: readonly EvalCase[] = [...holdout7Demo, ...holdout7Airline];

/**
 * Questions over an eighth data set no one on the team has seen (a car-rental firm's incident log
 * the eval generates and imports itself): `npm run eval -- --set unseen6`.
 */
export const unseen6Cases: readonly EvalCase[] = [...unseen6Rental, ...unseen6RentalMore];

/**
 * An eighth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout8`. Never tuned against.
 */
export const holdout8Cases: readonly EvalCase[] = [...holdout8Demo, ...holdout8Airline];

/**
 * Questions over a ninth data set no one on the team has seen (a parcel carrier's claims log the
 * eval generates and imports itself): `npm run eval -- --set unseen7`.
 */
export const unseen7Cases: readonly EvalCase[] = [...unseen7Parcel, ...unseen7ParcelMore];

/**
 * A ninth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout9`. Never tuned against.
 */
export const holdout9Cases: readonly EvalCase[] = [...holdout9Demo, ...holdout9Airline];

/**
 * Questions over a tenth data set no one on the team has seen (an energy supplier's billing
 * disputes the eval generates and imports itself): `npm run eval -- --set unseen8`.
 */
export const unseen8Cases: readonly EvalCase[] = [...unseen8Energy, ...unseen8EnergyMore];

/**
 * A tenth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout10`. Never tuned against.
 */
export const holdout10Cases: readonly EvalCase[] = [...holdout10Demo, ...holdout10Airline];

/**
 * Questions over an eleventh data set no one on the team has seen (a broadband provider's fault
 * reports the eval generates and imports itself): `npm run eval -- --set unseen9`.
 */
export const unseen9Cases: readonly EvalCase[] = [...unseen9Broadband, ...unseen9BroadbandMore];

/**
 * An eleventh held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout11`. Never tuned against.
 */
export const holdout11Cases: readonly EvalCase[] = [...holdout11Demo, ...holdout11Airline];

/**
 * Questions over a twelfth data set no one on the team has seen (a car-park operator's breach
 * notice appeals the eval generates and imports itself): `npm run eval -- --set unseen10`.
 */
export const unseen10Cases: readonly EvalCase[] = [...unseen10Parking, ...unseen10ParkingMore];

/**
 * A twelfth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout12`. Never tuned against.
 */
export const holdout12Cases: readonly EvalCase[] = [...holdout12Demo, ...holdout12Airline];

/**
 * Questions over a fourteenth data shape no one on the team has seen (an airport's mishandled
 * baggage reports the eval generates and imports itself): `npm run eval -- --set unseen11`.
 */
export const unseen11Cases: readonly EvalCase[] = [...unseen11Baggage, ...unseen11BaggageMore];

/**
 * A thirteenth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout13`. Never tuned against.
 */
export const holdout13Cases: readonly EvalCase[] = [...holdout13Demo, ...holdout13Airline];

/**
 * Questions over a fifteenth data shape no one on the team has seen (a cinema chain's guest
 * feedback the eval generates and imports itself): `npm run eval -- --set unseen12`.
 */
export const unseen12Cases: readonly EvalCase[] = [...unseen12Cinema, ...unseen12CinemaMore];

/**
 * The thirteenth round's practice set (a bus operator's journey complaints the eval generates and
 * imports itself), written by the practice judge for the engineers to develop against:
 * `npm run eval -- --set practice13a`. Not a held-out set.
 */
export const practice13aCases: readonly EvalCase[] = [...practice13Bus, ...practice13BusMore];

/**
 * The thirteenth round's second practice set (a German mobile network's coverage and service cases
 * the eval generates and imports itself): `npm run eval -- --set practice13b`. Not a held-out set.
 */
export const practice13bCases: readonly EvalCase[] = [...practice13Mobile, ...practice13MobileMore];

/**
 * The fourteenth round's practice set (a council's missed bin collection reports the eval generates
 * and imports itself), written by the practice judge for the engineers to develop against:
 * `npm run eval -- --set practice14a`. Not a held-out set.
 */
export const practice14aCases: readonly EvalCase[] = [...practice14Bins, ...practice14BinsMore];

/**
 * The fourteenth round's second practice set (a car dealership group's service concerns the eval
 * generates and imports itself): `npm run eval -- --set practice14b`. Not a held-out set.
 */
export const practice14bCases: readonly EvalCase[] = [...practice14Dealer, ...practice14DealerMore];

/**
 * The fourteenth round's third practice set (an energy supplier's smart-meter installation
 * complaints the eval generates and imports itself): `npm run eval -- --set practice14c`.
 * Not a held-out set.
 */
export const practice14cCases: readonly EvalCase[] = [...practice14Meter, ...practice14MeterMore];

/**
 * The fifteenth round's first practice set (a housing association's tenant repair complaints the
 * eval generates and imports itself), written by the practice judge for the engineers to develop
 * against: `npm run eval -- --set practice15a`. Not a held-out set.
 */
export const practice15aCases: readonly EvalCase[] = [
  ...practice15Housing,
  ...practice15HousingMore,
];

/**
 * The fifteenth round's second practice set (an island ferry operator's passenger feedback the
 * eval generates and imports itself): `npm run eval -- --set practice15b`. Not a held-out set.
 */
export const practice15bCases: readonly EvalCase[] = [...practice15Ferry, ...practice15FerryMore];

/**
 * The fifteenth round's third practice set (a Dutch holiday park group's booking complaints the
 * eval generates and imports itself): `npm run eval -- --set practice15c`. Not a held-out set.
 */
export const practice15cCases: readonly EvalCase[] = [
  ...practice15Holiday,
  ...practice15HolidayMore,
];

/**
 * The sixteenth round's first practice set (a gym and leisure-centre chain's member complaints the
 * eval generates and imports itself), written by the practice judge for the engineers to develop
 * against: `npm run eval -- --set practice16a`. Not a held-out set.
 */
export const practice16aCases: readonly EvalCase[] = [...practice16Gym, ...practice16GymMore];

/**
 * The sixteenth round's second practice set (an online pharmacy's order and prescription complaints
 * the eval generates and imports itself): `npm run eval -- --set practice16b`. Not a held-out set.
 */
export const practice16bCases: readonly EvalCase[] = [
  ...practice16Pharmacy,
  ...practice16PharmacyMore,
];

/**
 * The sixteenth round's third practice set (a video streaming service's subscriber complaints the
 * eval generates and imports itself): `npm run eval -- --set practice16c`. Not a held-out set.
 */
export const practice16cCases: readonly EvalCase[] = [
  ...practice16Streaming,
  ...practice16StreamingMore,
];

/**
 * The seventeenth round's first practice set (a dental practice group's patient complaints the
 * eval generates and imports itself), written by the practice judge for the engineers to develop
 * against: `npm run eval -- --set practice17a`. Not a held-out set.
 */
export const practice17aCases: readonly EvalCase[] = [...practice17Dental, ...practice17DentalMore];

/**
 * The seventeenth round's second practice set (a travel insurer's claim complaints the eval
 * generates and imports itself): `npm run eval -- --set practice17b`. Not a held-out set.
 */
export const practice17bCases: readonly EvalCase[] = [...practice17Travel, ...practice17TravelMore];

/**
 * The seventeenth round's third practice set (an e-scooter and bike-share app's rider complaints
 * the eval generates and imports itself): `npm run eval -- --set practice17c`. Not a held-out set.
 */
export const practice17cCases: readonly EvalCase[] = [
  ...practice17Scooter,
  ...practice17ScooterMore,
];

/**
 * A fourteenth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout14`. Never tuned against.
 */
export const holdout14Cases: readonly EvalCase[] = [...holdout14Demo, ...holdout14Airline];

/**
 * Questions over a sixteenth data shape no one on the team has seen (a hospital trust's PALS
 * concerns the eval generates and imports itself): `npm run eval -- --set unseen13`.
 */
export const unseen13Cases: readonly EvalCase[] = [...unseen13Pals, ...unseen13PalsMore];

/**
 * A fifteenth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout15`. Never tuned against.
 */
export const holdout15Cases: readonly EvalCase[] = [...holdout15Demo, ...holdout15Airline];

/**
 * Questions over a seventeenth data shape no one on the team has seen (a veterinary practice
 * group's client complaints the eval generates and imports itself): `npm run eval -- --set unseen14`.
 */
export const unseen14Cases: readonly EvalCase[] = [...unseen14Vets, ...unseen14VetsMore];

/**
 * A sixteenth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout16`. Never tuned against.
 */
export const holdout16Cases: readonly EvalCase[] = [...holdout16Demo, ...holdout16Airline];

/**
 * Questions over an eighteenth data shape no one on the team has seen (a water company's supply
 * and sewer customer contacts the eval generates and imports itself): `npm run eval -- --set unseen15`.
 */
export const unseen15Cases: readonly EvalCase[] = [...unseen15Water, ...unseen15WaterMore];

/**
 * A seventeenth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout17`. Never tuned against.
 */
export const holdout17Cases: readonly EvalCase[] = [...holdout17Demo, ...holdout17Airline];

/**
 * Questions over a nineteenth unseen data shape (a university's student complaints and academic
 * appeals the eval generates and imports itself): `npm run eval -- --set unseen16`.
 */
export const unseen16Cases: readonly EvalCase[] = [
  ...unseen16University,
  ...unseen16UniversityMore,
];

/**
 * An eighteenth held-out round by another independent judge, over the demo corpus and the airline
 * tweets: `npm run eval -- --set holdout18`. Never tuned against.
 */
export const holdout18Cases: readonly EvalCase[] = [...holdout18Demo, ...holdout18Airline];

/**
 * Questions over a twentieth unseen data shape (a council's council-tax and benefits enquiries and
 * complaints the eval generates and imports itself): `npm run eval -- --set unseen17`.
 */
export const unseen17Cases: readonly EvalCase[] = [...unseen17Council, ...unseen17CouncilMore];

/**
 * Questions over a twenty-first unseen data shape by a second independent judge of the eighteenth
 * round (a pension scheme's member queries and complaints the eval generates and imports itself):
 * `npm run eval -- --set unseen17b`.
 */
export const unseen17bCases: readonly EvalCase[] = [...unseen17bPension, ...unseen17bPensionMore];

/** The question sets `npm run eval -- --set NAME` can run. */
export const caseSets = {
  main: allCases,
  holdout: holdoutAnalystCases,
  holdout2: holdout2Cases,
  unseen: unseenCases,
  holdout3: holdout3Cases,
  unseen2: unseen2Cases,
  holdout4: holdout4Cases,
  unseen3: unseen3Cases,
  holdout5: holdout5Cases,
  unseen4: unseen4Cases,
  holdout6: holdout6Cases,
  unseen5: unseen5Cases,
  holdout7: holdout7Cases,
  unseen6: unseen6Cases,
  holdout8: holdout8Cases,
  unseen7: unseen7Cases,
  holdout9: holdout9Cases,
  unseen8: unseen8Cases,
  holdout10: holdout10Cases,
  unseen9: unseen9Cases,
  holdout11: holdout11Cases,
  unseen10: unseen10Cases,
  holdout12: holdout12Cases,
  unseen11: unseen11Cases,
  holdout13: holdout13Cases,
  unseen12: unseen12Cases,
  practice13a: practice13aCases,
  practice13b: practice13bCases,
  practice14a: practice14aCases,
  practice14b: practice14bCases,
  practice14c: practice14cCases,
  holdout14: holdout14Cases,
  unseen13: unseen13Cases,
  holdout15: holdout15Cases,
  unseen14: unseen14Cases,
  holdout16: holdout16Cases,
  unseen15: unseen15Cases,
  holdout17: holdout17Cases,
  unseen16: unseen16Cases,
  holdout18: holdout18Cases,
  unseen17: unseen17Cases,
  unseen17b: unseen17bCases,
  practice15a: practice15aCases,
  practice15b: practice15bCases,
  practice15c: practice15cCases,
  practice16a: practice16aCases,
  practice16b: practice16bCases,
  practice16c: practice16cCases,
  practice17a: practice17aCases,
  practice17b: practice17bCases,
  practice17c: practice17cCases,
} as const;
export type CaseSetName = keyof typeof caseSets;

const ids = new Set<string>();
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
  if (ids.has(evalCase.id)) throw new Error(`Duplicate evaluation case id ${evalCase.id}`);
  ids.add(evalCase.id);
}
