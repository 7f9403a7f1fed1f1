import { classifyModelError } from './model-errors';
import { StreamFailure } from './stream-turn';

describe('classifyModelError', () => {
  it('retries overload, rate limits, 5xx, mid-stream api errors and dropped connections', () => {
    for (const error of [
      new StreamFailure('overloaded_error', 'Overloaded'),
      new StreamFailure('stream_idle', 'The model sent nothing for 60 s'),
      { status: 529, message: 'overloaded' },
      { status: 429, message: 'slow down' },
      { status: 503, message: 'unavailable' },
      { status: undefined, type: 'api_error', message: 'boom' },
      new TypeError('fetch failed'),
    ]) {
      expect(classifyModelError(error).retryable).withContext(JSON.stringify(error)).toBeTrue();
    }
  });

  it('does not retry requests the gateway refuses, and says so', () => {
    expect(
      classifyModelError({ status: 401, message: '401 x', apiMessage: 'invalid token' }),
    ).toEqual({
      retryable: false,
      message: 'The model gateway refused the request (401): invalid token',
    });
    expect(classifyModelError({ status: 404, message: 'model not found' }).retryable).toBeFalse();
    expect(
      classifyModelError(new StreamFailure('invalid_request_error', 'bad')).retryable,
    ).toBeFalse();
  });
});
