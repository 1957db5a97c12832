import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { HIGH_CONFIDENCE_MIN, MODERATE_CONFIDENCE_MIN } from '../core/confidence-bands.js';
import { ERROR_CODES } from '../core/errors.js';
import {
  ENDPOINT_ERROR_CODES,
  OPENAPI_VERSION,
  OPERATION_IDS,
  VIGIL_DECISIONS,
  buildOpenApiDocument,
  type OperationId,
} from './openapi.js';
import { VerifyRequestSchema, VerifyResponseSchema } from './schemas/verify.js';
import { validateVerifyRequest, validateVerifyResponse } from './schemas/validators.js';

type Json = Record<string, any>;

const doc = buildOpenApiDocument() as Json;

const OPERATIONS: Record<OperationId, [path: string, method: string]> = {
  verify: ['/api/v1/verify', 'post'],
  verifyBatch: ['/api/v1/verify/batch', 'post'],
  listRequests: ['/api/v1/requests', 'get'],
  getOpenApiDocument: ['/api/v1/openapi.json', 'get'],
};

const operation = (id: OperationId): Json => {
  const [path, method] = OPERATIONS[id];
  return doc.paths[path][method] as Json;
};

const resolveHeader = (h: Json): Json => {
  const name = String(h.$ref).split('/').pop() ?? '';
  return doc.components.headers[name] as Json;
};

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const v = new Validator();
    const r = await v.validate(doc as never);
    expect(r.errors).toBeUndefined();
    expect(r.valid).toBe(true);
    expect(doc.openapi).toBe(OPENAPI_VERSION);
    expect(OPENAPI_VERSION).toBe('3.1.0');
  });

  it('would be caught by the validator if it were broken', async () => {
    const broken = JSON.parse(JSON.stringify(doc)) as Json;
    delete broken.paths['/api/v1/verify'].post.responses['200'].description;
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it('is plain JSON and the same on every build', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(doc));
  });

  it('uses the given server address', () => {
    const d = buildOpenApiDocument({ serverUrl: 'https://vigil.example.org' }) as Json;
    expect(d.servers[0].url).toBe('https://vigil.example.org');
  });

  it('has every path with its operation id', () => {
    for (const id of OPERATION_IDS) expect(operation(id).operationId).toBe(id);
  });

  it('takes its schemas from the TypeBox source', () => {
    expect(doc.components.schemas.VerifyRequest).toEqual(JSON.parse(JSON.stringify(VerifyRequestSchema)));
    expect(doc.components.schemas.VerifyResponse).toEqual(JSON.parse(JSON.stringify(VerifyResponseSchema)));
    expect(doc.components.schemas.VerifyRequest.additionalProperties).toBe(false);
    expect(doc.components.schemas.BatchRequest.properties.items.maxItems).toBe(50);
    expect(doc.components.schemas.BatchRequest.properties.items.items).toEqual({
      $ref: '#/components/schemas/VerifyRequest',
    });
    expect(doc.components.schemas.BatchResponse.properties.results).toBeDefined();
  });

  it('describes bearer keys, live and test', () => {
    const scheme = doc.components.securitySchemes.bearerAuth as Json;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(scheme.description).toContain('svc_live_');
    expect(scheme.description).toContain('svc_test_');
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it.each(OPERATION_IDS)('%s declares every error code it can answer, under the right status', (id) => {
    const responses = operation(id).responses as Json;
    for (const code of ENDPOINT_ERROR_CODES[id]) {
      const response = responses[String(ERROR_CODES[code].status)] as Json | undefined;
      expect(response, `${id} ${code}`).toBeDefined();
      expect(response?.['x-vigil-error-codes']).toContain(code);
      expect(response?.description).toContain(code);
      const example = response?.content['application/json'].examples[code].value;
      expect(example.error.code).toBe(code);
      expect(response?.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
    }
    const declared = Object.entries(responses)
      .filter(([status]) => status !== '200')
      .flatMap(([, r]) => (r as Json)['x-vigil-error-codes'] as string[]);
    expect([...declared].sort()).toEqual([...ENDPOINT_ERROR_CODES[id]].sort());
  });

  it('declares the verify error codes of spec 7 on POST /api/v1/verify', () => {
    expect(ENDPOINT_ERROR_CODES.verify).toEqual(
      expect.arrayContaining([
        'invalid_request',
        'lookback_exceeds_quota',
        'unauthorized',
        'key_expired',
        'api_access_required',
        'trial_expired',
        'ip_not_allowed',
        'idempotency_key_reuse',
        'rate_limited',
        'quota_exceeded',
        'internal_error',
        'extended_capacity',
        'matcher_unavailable',
      ]),
    );
    expect(ENDPOINT_ERROR_CODES.verify).not.toContain('idempotency_key_reused');
  });

  it('sends Retry-After on 429 and 503', () => {
    for (const id of OPERATION_IDS) {
      for (const [status, r] of Object.entries(operation(id).responses as Json)) {
        if (status === '429' || status === '503')
          expect((r as Json).headers['Retry-After'], `${id} ${status}`).toBeDefined();
      }
    }
    expect(operation('verify').responses['429']).toBeDefined();
    expect(operation('verify').responses['503']).toBeDefined();
  });

  it('lists the success headers of a verify', () => {
    const headers = operation('verify').responses['200'].headers as Json;
    for (const name of [
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'X-Quota-Limit',
      'X-Quota-Remaining',
      'Idempotent-Replayed',
      'X-Sandbox',
      'X-Request-Id',
    ]) {
      expect(headers[name], name).toBeDefined();
    }
    expect(resolveHeader(headers['X-Quota-Limit']).description).toContain('unlimited');
    expect(resolveHeader(headers['X-RateLimit-Limit']).description).toContain('one-minute');
  });

  it('takes Idempotency-Key (at most 255) and Cache-Control on verify', () => {
    const params = doc.components.parameters as Json;
    expect(params.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header' });
    expect(params.IdempotencyKey.schema.maxLength).toBe(255);
    expect(params.CacheControl.name).toBe('Cache-Control');
    expect(operation('verify').parameters).toEqual([
      { $ref: '#/components/parameters/IdempotencyKey' },
      { $ref: '#/components/parameters/CacheControl' },
    ]);
  });

  it('lists the request log query parameters and both response formats', () => {
    const op = operation('listRequests');
    const names = (op.parameters as Json[]).map((p) => p.name);
    expect(names.sort()).toEqual([
      'client_ref',
      'format',
      'from',
      'limit',
      'offset',
      'result',
      'search_depth',
      'to',
    ]);
    const limit = (op.parameters as Json[]).find((p) => p.name === 'limit');
    expect(limit?.schema).toMatchObject({ minimum: 1, maximum: 200, default: 50 });
    expect(Object.keys(op.responses['200'].content).sort()).toEqual(['application/json', 'text/csv']);
  });

  it('writes down every decision the spec leaves open', () => {
    const topics = VIGIL_DECISIONS.map((d) => d.topic);
    expect(doc['x-vigil-decisions']).toEqual(VIGIL_DECISIONS);
    for (const topic of [
      'batch response array key',
      'error body of the verify endpoints',
      'request log record fields',
      'confidence band thresholds',
      'rate limit headers',
      'idempotency',
      'unknown fields',
      'no matcher configured',
    ]) {
      expect(topics).toContain(topic);
    }
    const bands = VIGIL_DECISIONS.find((d) => d.topic === 'confidence band thresholds')?.decision ?? '';
    expect(bands).toContain(String(HIGH_CONFIDENCE_MIN));
    expect(bands).toContain(String(MODERATE_CONFIDENCE_MIN));
    expect(VIGIL_DECISIONS.find((d) => d.topic === 'batch response array key')?.decision).toContain(
      'results',
    );
  });

  it('has examples that are valid requests and real sandbox responses', () => {
    const op = operation('verify');
    const requests = op.requestBody.content['application/json'].examples as Json;
    const responses = op.responses['200'].content['application/json'].examples as Json;
    expect(Object.keys(responses).sort()).toEqual(['found', 'not_found', 'possible_match']);
    for (const [name, example] of Object.entries(requests)) {
      expect(validateVerifyRequest((example as Json).value)).toBe(true);
      const response = (responses[name] as Json).value;
      expect(validateVerifyResponse(response)).toBe(true);
      expect(response.result).toBe(name);
    }
  });
});
