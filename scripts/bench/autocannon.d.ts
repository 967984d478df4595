// The part of autocannon's API the bench scripts use (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): unknown;
  export default autocannon;
}
