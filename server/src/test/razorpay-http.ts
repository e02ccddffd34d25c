// Test support: the real Razorpay SDK with its HTTP answered here instead of by api.razorpay.com, so
// tests see the very requests the store would send, and no test touches the network.
import Razorpay from 'razorpay';

export interface RazorpayRequest {
  method: string;
  /** The path after the host, e.g. `/v1/payment_links`. */
  path: string;
  body: Record<string, unknown> | undefined;
  /** Query parameters of a GET. */
  query: Record<string, unknown> | undefined;
  auth: { username: string; password: string } | undefined;
}

export type RazorpayAnswer = { status: number; data: unknown };

export interface AnsweredRazorpay {
  sdk: Razorpay;
  requests: RazorpayRequest[];
  /** Decides each answer; by default a link or refund is created. */
  answer: (request: RazorpayRequest) => RazorpayAnswer | Promise<RazorpayAnswer>;
}

interface AdapterConfig {
  method?: string;
  baseURL?: string;
  url?: string;
  data?: unknown;
  params?: Record<string, unknown>;
  auth?: { username: string; password: string };
}

export function answeredRazorpay(keyId: string, keySecret: string): AnsweredRazorpay {
  const sdk = new Razorpay({ key_id: keyId, key_secret: keySecret });
  const answered: AnsweredRazorpay = {
    sdk,
    requests: [],
    answer: defaultAnswer,
  };
  const http = (sdk as unknown as { api: { rq: { defaults: { adapter: unknown } } } }).api.rq;
  http.defaults.adapter = async (config: AdapterConfig) => {
    const request: RazorpayRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: new URL(config.url ?? '', config.baseURL).pathname,
      body:
        typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : undefined,
      query: config.params,
      auth: config.auth,
    };
    answered.requests.push(request);
    const { status, data } = await answered.answer(request);
    const response = { status, statusText: String(status), data, headers: {}, config, request: {} };
    // What axios does with an error status: reject with the response attached.
    if (status >= 400)
      throw Object.assign(new Error(`Request failed with status code ${status}`), { response });
    return response;
  };
  return answered;
}

let sequence = 0;

function defaultAnswer(request: RazorpayRequest): RazorpayAnswer {
  sequence += 1;
  if (request.path === '/v1/payment_links') {
    const id = `plink_test${sequence}`;
    return {
      status: 200,
      data: { id, short_url: `https://rzp.io/rzp/${id}`, status: 'created', ...request.body },
    };
  }
  const refund = request.path.match(/^\/v1\/payments\/([^/]+)\/refund$/);
  if (refund) {
    return {
      status: 200,
      data: { id: `rfnd_test${sequence}`, entity: 'refund', payment_id: refund[1], ...request.body },
    };
  }
  return {
    status: 404,
    data: { error: { code: 'BAD_REQUEST_ERROR', description: 'not answered by the test' } },
  };
}
