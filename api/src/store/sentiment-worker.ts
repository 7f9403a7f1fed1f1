// Worker thread of SentimentPool: scores batches of texts with the shared scorer.
import { parentPort } from 'node:worker_threads';
import { scoreSentiment } from './sentiment';

interface ScoreRequest {
  readonly id: number;
  readonly texts: readonly string[];
}

parentPort!.on('message', ({ id, texts }: ScoreRequest) => {
  parentPort!.postMessage({ id, sentiments: texts.map((text) => scoreSentiment(text)) });
});
