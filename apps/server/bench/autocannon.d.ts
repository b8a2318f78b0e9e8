/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
    total: number
  }
  export interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
  }
  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
    /** Called before each send; returns the request to send. */
    setupRequest?: (request: Request, context: object) => Request
    onResponse?: (
      status: number,
      body: string,
      context: object,
      headers: Record<string, string | string[]>,
    ) => void
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number
    /** Requests per second over all connections (a steady load instead of as fast as possible). */
    overallRate?: number
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
    /** Sent in turn on every connection. */
    requests?: Request[]
  }
  export default function autocannon(options: Options): Promise<Result>
}
