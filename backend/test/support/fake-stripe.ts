import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for the Stripe API (the endpoints the Stripe provider uses), so the real
 * `stripe` SDK can be driven over HTTP in tests. Like Stripe it replays a POST's answer for a
 * repeated Idempotency-Key. Test tokens:
 * - tok_visa, tok_mastercard: attach and charge fine;
 * - tok_chargeDeclined: refused when attached (card_declined);
 * - tok_chargeCustomerFail: attaches, every charge is declined;
 * - tok_processing: attaches, charges stay `processing` (settled by a webhook).
 */

interface FakeCard {
  brand: string;
  last4: string;
  fingerprint: string;
  behaviour: 'ok' | 'decline_on_attach' | 'decline_on_charge' | 'processing';
}

const TOKENS: Readonly<Record<string, FakeCard>> = {
  tok_visa: { brand: 'visa', last4: '4242', fingerprint: 'fpVisa4242', behaviour: 'ok' },
  tok_mastercard: { brand: 'mastercard', last4: '4444', fingerprint: 'fpMc4444', behaviour: 'ok' },
  tok_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    fingerprint: 'fpVisa0002',
    behaviour: 'decline_on_attach',
  },
  tok_chargeCustomerFail: {
    brand: 'visa',
    last4: '0341',
    fingerprint: 'fpVisa0341',
    behaviour: 'decline_on_charge',
  },
  tok_processing: { brand: 'visa', last4: '3220', fingerprint: 'fpVisa3220', behaviour: 'processing' },
};

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  params: URLSearchParams;
}

interface Answer {
  status: number;
  body: unknown;
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  /** PaymentIntents actually created, with the key they were created with (a replayed key creates none). */
  readonly intents: { id: string; idempotencyKey: string | undefined }[] = [];
  /** Refunds actually made (a replayed key makes none). */
  readonly refunds: {
    id: string;
    paymentIntent: string | null;
    amount: number;
    idempotencyKey: string | undefined;
  }[] = [];
  /** Answers the next N requests with a 500, as an outage would. */
  failNextRequests = 0;
  private readonly server: Server;
  private readonly replies = new Map<string, Answer>();
  private readonly paymentMethods = new Map<string, { card: FakeCard; customer: string | null }>();
  private counter = 0;

  constructor() {
    this.server = createServer((request, response) => void this.handle(request, response));
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  requestsTo(method: string, path: RegExp | string): RecordedRequest[] {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_fake${this.counter}`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const recorded: RecordedRequest = {
      method,
      path: url.pathname,
      idempotencyKey,
      authorization: request.headers.authorization,
      params: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    };
    this.requests.push(recorded);
    let answer: Answer;
    if (this.failNextRequests > 0) {
      this.failNextRequests -= 1;
      answer = {
        status: 500,
        body: { error: { type: 'api_error', message: 'Stripe is having a bad day.' } },
      };
    } else if (
      method === 'POST' &&
      idempotencyKey !== undefined &&
      this.replies.has(`${url.pathname}:${idempotencyKey}`)
    ) {
      answer = this.replies.get(`${url.pathname}:${idempotencyKey}`) as Answer;
    } else {
      answer = this.route(method, url.pathname, recorded.params, idempotencyKey);
      if (method === 'POST' && idempotencyKey !== undefined)
        this.replies.set(`${url.pathname}:${idempotencyKey}`, answer);
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': this.id('req') });
    response.end(JSON.stringify(answer.body));
  }

  private paymentMethod(id: string, card: FakeCard, customer: string | null) {
    return {
      id,
      object: 'payment_method',
      type: 'card',
      customer,
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: 12,
        exp_year: 2034,
        fingerprint: card.fingerprint,
      },
    };
  }

  private cardError(message: string, extra: Record<string, unknown> = {}): Answer {
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message,
          ...extra,
        },
      },
    };
  }

  private route(
    method: string,
    path: string,
    params: URLSearchParams,
    idempotencyKey: string | undefined,
  ): Answer {
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: this.id('cus'), object: 'customer', email: params.get('email') } };
    }
    if (method === 'POST' && path === '/v1/payment_methods') {
      const token = params.get('card[token]') ?? '';
      const card = TOKENS[token];
      // Like Stripe's magic test tokens, these can be used again and again.
      if (!card) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such token: '${token}'`,
            },
          },
        };
      }
      const id = this.id('pm');
      this.paymentMethods.set(id, { card, customer: null });
      return { status: 200, body: this.paymentMethod(id, card, null) };
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (method === 'POST' && attach?.[1]) {
      const pm = this.paymentMethods.get(attach[1]);
      if (!pm)
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', message: `No such PaymentMethod: '${attach[1]}'` },
          },
        };
      if (pm.card.behaviour === 'decline_on_attach') return this.cardError('Your card was declined.');
      pm.customer = params.get('customer');
      return { status: 200, body: this.paymentMethod(attach[1], pm.card, pm.customer) };
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (method === 'POST' && detach?.[1]) {
      const pm = this.paymentMethods.get(detach[1]);
      if (pm) pm.customer = null;
      return { status: 200, body: { id: detach[1], object: 'payment_method' } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = this.paymentMethods.get(params.get('payment_method') ?? '');
      const id = this.id('pi');
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(params.get('amount')),
        currency: params.get('currency'),
        customer: params.get('customer'),
        payment_method: params.get('payment_method'),
        status: 'succeeded',
        last_payment_error: null as unknown,
      };
      this.intents.push({ id, idempotencyKey });
      if (!pm || pm.customer !== params.get('customer')) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'The payment method is not attached to this customer.',
            },
          },
        };
      }
      if (pm.card.behaviour === 'decline_on_charge') {
        const failed = {
          ...intent,
          status: 'requires_payment_method',
          last_payment_error: { message: 'Your card was declined.' },
        };
        return this.cardError('Your card was declined.', { payment_intent: failed });
      }
      if (pm.card.behaviour === 'processing')
        return { status: 200, body: { ...intent, status: 'processing' } };
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const id = this.id('re');
      const amount = Number(params.get('amount'));
      this.refunds.push({ id, paymentIntent: params.get('payment_intent'), amount, idempotencyKey });
      return {
        status: 200,
        body: {
          id,
          object: 'refund',
          amount,
          payment_intent: params.get('payment_intent'),
          status: 'succeeded',
        },
      };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = this.id('seti');
      return {
        status: 200,
        body: {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_fake`,
          status: 'requires_payment_method',
        },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }
}
