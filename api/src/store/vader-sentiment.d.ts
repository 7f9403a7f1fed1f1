// vader-sentiment ships no types; this declares the one function Sightline uses.
declare module 'vader-sentiment' {
  interface PolarityScores {
    readonly neg: number;
    readonly neu: number;
    readonly pos: number;
    /** The normalised overall score, -1 (most negative) to 1 (most positive). */
    readonly compound: number;
  }
  const vader: {
    readonly SentimentIntensityAnalyzer: { polarity_scores(text: string): PolarityScores };
  };
  export default vader;
}
