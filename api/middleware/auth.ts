/**
 * Bearer-key authentication and the account checks of spec section 5, in the order a caller can fix
 * them: the key itself (401), where the request comes from (403 ip_not_allowed), then what the
 * account may use (403 api_access_required, trial_expired).
 */
import type { Context, Middleware } from 'koa';
import { parseKeySecret } from '../../core/api-keys.js';
import { VigilError } from '../../core/errors.js';
import { ipAllowed } from '../../core/ip-allowlist.js';
import { workContext } from '../../core/work-context.js';
import type { Account, ApiKey, KeyRepository } from '../../store/state/ports.js';

/** Who is calling, as every route after authentication sees it. */
export interface AuthContext {
  key: ApiKey;
  account: Account;
  /** A `svc_test_` key: deterministic fixtures, no quota, no rate limit, no logging. */
  sandbox: boolean;
}

export function authOf(ctx: Context): AuthContext {
  const auth = ctx.state.auth as AuthContext | undefined;
  if (!auth) throw new VigilError('internal_error', 'route reached without authentication');
  return auth;
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** last_used_at is informational: write it at most once a minute per key, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function authenticate(keys: KeyRepository, now: () => Date = () => new Date()): Middleware {
  const lastTouched = new Map<string, number>();
  return async (ctx, next) => {
    const header = ctx.get('Authorization');
    if (!header) {
      throw new VigilError(
        'unauthorized',
        'Missing Authorization header; send "Authorization: Bearer <API key>".',
      );
    }
    const secret = BEARER.exec(header)?.[1];
    if (!secret || !parseKeySecret(secret)) {
      throw new VigilError(
        'unauthorized',
        'Malformed Authorization header; send "Authorization: Bearer <API key>".',
      );
    }
    const at = now();
    const found = await keys.authenticate(secret, at);
    if (found.status === 'unknown' || found.status === 'revoked') {
      throw new VigilError('unauthorized', 'The API key is not valid.');
    }
    if (found.status === 'expired')
      throw new VigilError('key_expired', 'The API key has expired; use its replacement.');
    const { key, account } = found;
    if (!ipAllowed(ctx.ip, key.allowedIps)) {
      throw new VigilError('ip_not_allowed', `Requests from ${ctx.ip} are not allowed for this API key.`);
    }
    if (!account.apiAccess)
      throw new VigilError('api_access_required', 'API access is not enabled for this account.');
    if (account.trialExpiresAt && Date.parse(account.trialExpiresAt) <= at.getTime()) {
      throw new VigilError('trial_expired', "The account's trial has expired.");
    }
    const sandbox = key.kind === 'test';
    if (sandbox) ctx.set('X-Sandbox', 'true');
    ctx.state.auth = { key, account, sandbox } satisfies AuthContext;
    const store = workContext.getStore();
    if (store) store.accountId = account.id;
    if (at.getTime() - (lastTouched.get(key.id) ?? 0) >= TOUCH_INTERVAL_MS) {
      lastTouched.set(key.id, at.getTime());
      void keys.touch(key.id, at).catch(() => undefined);
    }
    await next();
  };
}
