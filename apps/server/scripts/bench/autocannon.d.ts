// The parts of autocannon the bench uses (the package ships no types; @types/autocannon is not installed).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests per second across all connections, whatever the answers' latency. */
    overallRate?: number;
    requests?: { setupRequest?: (request: Request) => Request }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
