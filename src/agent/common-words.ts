/**
 * English words any question about any data may use: function words, question words, measure
 * and period words, and generic nouns for records. Nothing here names a data set's vocabulary:
 * that comes from the data dictionary and the run.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be been before being below ' +
    'between both but by can could did do does doing down during each either else ever every few for ' +
    'from further get got had has have having he her here hers him his how i if in into is it its just ' +
    'me more most my no nor not now of off on once only or other our ours out over own per same she ' +
    'should so some such than that the their them then there these they this those through to too ' +
    'under until up upon us very via was we were what when where which while who whom whose why will ' +
    'with would you your yours still yet ago across along among around back even much many whether ' +
    'instead rather otherwise ' +
    'r u pls please thanks hi hey ok okay abt hw whats wat gonna wanna lot lots stuff thing things ' +
    'kind sort type types folks people guy guys someone anyone everyone something anything ' +
    // questions and requests
    'show tell give list find know see look want need let explain describe break broken ' +
    'compare comparison compared versus vs against differ difference different change changed changes ' +
    'happen happened happening drive drove driving cause caused reason why overall general ' +
    // measures and rankings
    'combined altogether ' +
    'number count counts total totals sum amount volume volumes average avg mean median typical ' +
    'typically share proportion percent percentage fraction ratio rate rates often frequency ' +
    'high higher highest low lower lowest top bottom most least more less fewer fewest biggest ' +
    'largest smallest best worst busiest quietest rank ranking ranked big small large great ' +
    'increase increased decrease decreased rise rose fall fell grow grew growth drop dropped ' +
    'trend trends spike spikes peak peaks usual unusual normal common value values figure figures ' +
    'come came sent send sends receive received get gets got make made have take took ' +
    'end ended start started open close long short many much whole part split breakdown ' +
    'same similar related relative record records row rows item items entry entries data dataset ' +
    'message messages conversation conversations interaction interactions contact contacts ' +
    'turn turned become became go went come coming came say said write wrote use used ' +
    'one two three four five six seven eight nine ten eleven twelve hundred thousand ' +
    // time
    'day days daily week weeks weekly month months monthly quarter quarters quarterly year years ' +
    'yearly annual today yesterday tomorrow date dates time times period periods since until ' +
    'last past previous next this current recent recently first second third fourth final ' +
    'half halves early late latest earliest beginning ending weekend weekday morning evening ' +
    'january february march april may june july august september october november december ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec spring summer autumn fall winter ytd date ' +
    'fortnight fortnights onwards onward whole entire full usually normally generally ' +
    // how messages come and what they are about
    'post posted mention mentioned mentions addressed ppl'
  ).split(' '),
);
