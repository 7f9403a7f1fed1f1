// The few parts of autocannon's API the load benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    onResponse?: (status: number, body: string) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
