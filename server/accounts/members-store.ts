import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import { accountColumns } from '../auth-store';
import type { AccountLanguage, ApiAccount, Role } from '../contract/auth';
import type { ListQuery } from '../contract/list-query';
import type {
  ApiMember,
  ApiMemberDetail,
  MemberAuditAction,
  MemberAuditEntry,
  MembersPage,
  MemberStatus,
} from '../contract/members';
import { HISTORY_LIMIT } from '../contract/resource';
import type { Db } from '../db/client';
import {
  accounts,
  accountsAudit,
  emailTokens,
  invites,
  passwordResets,
  sessions,
  twoFactor,
  twoFactorChallenges,
} from '../db/schema';
import { escapeLike } from '../resource/list';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a member's row shows from the other parts of an account: the email verified and the avatar
 * (as the session's account has them) and whether two-factor sign-in is on (a confirmed row).
 */
function memberExtras() {
  return {
    emailVerified: accountColumns.emailVerified,
    twoFactor:
      sql<boolean>`exists (select 1 from ${twoFactor} where ${twoFactor.accountId} = ${accounts.id} and ${twoFactor.enabledAt} is not null)`.as(
        'two_factor',
      ),
    avatarUrl: accountColumns.avatarUrl,
  };
}

/** An invited account has no usable password until the invite is accepted: no hash matches this. */
export const NO_PASSWORD = '!invited';

const memberColumns = () => ({
  id: accounts.id,
  name: accounts.name,
  email: accounts.email,
  role: accounts.role,
  status: accounts.status,
  lastSeenAt: accounts.lastSeenAt,
  ...memberExtras(),
});

type MemberRow = {
  id: number;
  name: string;
  email: string;
  role: Role;
  status: MemberStatus;
  lastSeenAt: Date | null;
  emailVerified: boolean;
  twoFactor: boolean;
  avatarUrl: string | null;
};

function toApi(row: MemberRow): ApiMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    emailVerified: Boolean(row.emailVerified),
    twoFactor: Boolean(row.twoFactor),
    avatarUrl: row.avatarUrl ?? null,
    lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
  };
}

/** Sort fields → columns; names compare in byte order, as every list's text does. */
const SORT_COLUMNS: Record<string, PgColumn | SQL> = {
  id: accounts.id,
  name: sql`${accounts.name} COLLATE "C"`,
  email: accounts.email,
  role: accounts.role,
  status: accounts.status,
  lastSeen: accounts.lastSeenAt,
};

const FILTER_COLUMNS: Record<string, PgColumn> = { role: accounts.role, status: accounts.status };

function listWhere(query: ListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.filter) {
    const pattern = `%${escapeLike(query.filter)}%`;
    conditions.push(or(ilike(accounts.name, pattern), ilike(accounts.email, pattern)));
  }
  for (const [id, value] of Object.entries(query.filters)) {
    const column = FILTER_COLUMNS[id];
    if (column && Array.isArray(value)) conditions.push(inArray(column, value as string[]));
  }
  return and(...conditions);
}

/** One page of the members list (the resource kit's paginator shape). */
export async function listMembers(db: Db, query: ListQuery): Promise<MembersPage> {
  const order: SQL[] = [];
  for (const key of query.sort) {
    const column = SORT_COLUMNS[key.field];
    if (!column) continue;
    // Never seen sorts after everyone seen, in both directions.
    if (key.field === 'lastSeen')
      order.push(
        key.direction === 'asc' ? sql`${column} ASC NULLS LAST` : sql`${column} DESC NULLS LAST`,
      );
    else order.push(key.direction === 'asc' ? asc(column) : desc(column));
  }
  const last = query.sort.at(-1)?.direction ?? 'asc';
  if (!query.sort.some((key) => key.field === 'id'))
    order.push(last === 'desc' ? desc(accounts.id) : asc(accounts.id));
  const where = listWhere(query);
  const offset = (query.page - 1) * query.perPage;
  const [total, rows] = await Promise.all([
    db.$count(accounts, where),
    db
      .select(memberColumns())
      .from(accounts)
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(offset),
  ]);
  const from = rows.length > 0 ? offset + 1 : null;
  return {
    data: rows.map((row) => toApi(row)),
    total,
    per_page: query.perPage,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
    from,
    to: from === null ? null : offset + rows.length,
  };
}

/** One member with their live invite's expiry; null for an unknown id. */
export async function getMember(db: Db | Tx, id: number): Promise<ApiMemberDetail | null> {
  const [row] = await db
    .select({ ...memberColumns(), inviteExpiresAt: invites.expiresAt })
    .from(accounts)
    .leftJoin(invites, eq(invites.accountId, accounts.id))
    .where(eq(accounts.id, id));
  if (!row) return null;
  const { inviteExpiresAt, ...member } = row;
  return {
    ...toApi(member),
    inviteExpiresAt: inviteExpiresAt ? new Date(inviteExpiresAt).toISOString() : null,
  };
}

/** The member's audit log, newest first. */
export async function memberAudit(db: Db, id: number): Promise<MemberAuditEntry[]> {
  const rows = await db
    .select()
    .from(accountsAudit)
    .where(eq(accountsAudit.recordId, id))
    .orderBy(desc(accountsAudit.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
    changes: row.changes as MemberAuditEntry['changes'],
  }));
}

async function audit(
  tx: Db | Tx,
  entry: {
    accountId: number;
    action: MemberAuditAction;
    actor: Pick<ApiAccount, 'id' | 'name' | 'email'>;
    changes?: MemberAuditEntry['changes'];
    now: number;
  },
): Promise<void> {
  await tx.insert(accountsAudit).values({
    recordId: entry.accountId,
    action: entry.action,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    actorEmail: entry.actor.email,
    changes: (entry.changes ?? []) as never,
    at: new Date(entry.now),
  });
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

type Actor = ApiAccount;
type Times = { now: number; ttlMs: number };

/**
 * Invites `email` with `role`: an account with status `invited` and no usable password, and a
 * link token whose hash is stored. Null when the email already has an account.
 */
export async function inviteMember(
  db: Db,
  input: { email: string; role: Role; language: AccountLanguage; actor: Actor } & Times,
): Promise<{ member: ApiMemberDetail; token: string } | null> {
  const token = newToken();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(accounts)
      .values({
        email: input.email,
        // Until the invited person picks a name, the part of the address before the @ stands in.
        name: input.email.slice(0, input.email.indexOf('@')),
        role: input.role,
        passwordHash: NO_PASSWORD,
        language: input.language,
        status: 'invited',
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id });
    if (!created) return null;
    await tx.insert(invites).values({
      tokenHash: tokenHash(token),
      accountId: created.id,
      invitedBy: input.actor.id,
      createdAt: new Date(input.now),
      expiresAt: new Date(input.now + input.ttlMs),
    });
    await audit(tx, {
      accountId: created.id,
      action: 'invite',
      actor: input.actor,
      changes: [
        { field: 'email', from: null, to: input.email },
        { field: 'role', from: null, to: input.role },
      ],
      now: input.now,
    });
    return { member: (await getMember(tx, created.id))!, token };
  });
}

export type ActionRefusal = 'not_found' | 'invalid_state' | 'last_admin' | 'self_deactivation';
type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: ActionRefusal };

const refuse = <T>(refusal: ActionRefusal): Outcome<T> => ({ ok: false, refusal });

/** The account's row, locked for the rest of the transaction. */
async function lockAccount(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: accounts.id,
      email: accounts.email,
      name: accounts.name,
      role: accounts.role,
      status: accounts.status,
      language: accounts.language,
    })
    .from(accounts)
    .where(eq(accounts.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Whether an admin other than `id` is active. The admins' rows are locked, so two admins
 * demoting each other at once cannot both succeed.
 */
async function anotherActiveAdmin(tx: Tx, id: number): Promise<boolean> {
  const admins = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.status, 'active')))
    .orderBy(asc(accounts.id))
    .for('update');
  return admins.some((admin) => admin.id !== id);
}

/** A new link for an invited member (the old one stops working). */
export async function resendInvite(
  db: Db,
  id: number,
  { actor, now, ttlMs }: { actor: Actor } & Times,
): Promise<Outcome<{ member: ApiMemberDetail; token: string; language: AccountLanguage }>> {
  const token = newToken();
  return db.transaction(async (tx) => {
    const row = await lockAccount(tx, id);
    if (!row) return refuse('not_found');
    if (row.status !== 'invited') return refuse('invalid_state');
    await tx.delete(invites).where(eq(invites.accountId, id));
    await tx.insert(invites).values({
      tokenHash: tokenHash(token),
      accountId: id,
      invitedBy: actor.id,
      createdAt: new Date(now),
      expiresAt: new Date(now + ttlMs),
    });
    await audit(tx, { accountId: id, action: 'resendInvite', actor, now });
    return {
      ok: true,
      value: { member: (await getMember(tx, id))!, token, language: row.language },
    };
  });
}

/** Withdraws an invite: the link dies and the invited account is removed (its log stays). */
export async function revokeInvite(
  db: Db,
  id: number,
  { actor, now }: { actor: Actor; now: number },
): Promise<Outcome<null>> {
  return db.transaction(async (tx) => {
    const row = await lockAccount(tx, id);
    if (!row) return refuse('not_found');
    if (row.status !== 'invited') return refuse('invalid_state');
    await audit(tx, {
      accountId: id,
      action: 'revokeInvite',
      actor,
      changes: [{ field: 'status', from: 'invited', to: null }],
      now,
    });
    await tx.delete(accounts).where(eq(accounts.id, id));
    return { ok: true, value: null };
  });
}

/** The invited account a live (unexpired, unused) token belongs to; null otherwise. */
export async function findInvite(
  db: Db,
  token: string,
  now: number,
): Promise<{ id: number; email: string } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(invites)
    .innerJoin(accounts, eq(accounts.id, invites.accountId))
    .where(and(eq(invites.tokenHash, tokenHash(token)), gt(invites.expiresAt, new Date(now))));
  return row ?? null;
}

/**
 * Uses an invite token: the account gets its name and password and becomes active, and the link
 * dies, all or nothing. Null when the token is not live any more.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  input: { name: string; passwordHash: string; language?: AccountLanguage; now: number },
): Promise<ApiAccount | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return db.transaction(async (tx) => {
    await tx.delete(invites).where(lte(invites.expiresAt, new Date(input.now)));
    const [used] = await tx
      .delete(invites)
      .where(eq(invites.tokenHash, tokenHash(token)))
      .returning({ accountId: invites.accountId });
    if (!used) return null;
    const [account] = await tx
      .update(accounts)
      .set({
        name: input.name,
        passwordHash: input.passwordHash,
        status: 'active',
        ...(input.language ? { language: input.language } : {}),
      })
      .where(and(eq(accounts.id, used.accountId), eq(accounts.status, 'invited')))
      .returning({
        id: accounts.id,
        email: accounts.email,
        name: accounts.name,
        role: accounts.role,
      });
    if (!account) return null;
    await audit(tx, {
      accountId: account.id,
      action: 'acceptInvite',
      actor: account,
      changes: [
        { field: 'name', from: null, to: account.name },
        { field: 'status', from: 'invited', to: 'active' },
      ],
      now: input.now,
    });
    return account;
  });
}

/** Gives a member another role; the last active admin keeps theirs. */
export async function changeRole(
  db: Db,
  id: number,
  role: Role,
  { actor, now }: { actor: Actor; now: number },
): Promise<Outcome<ApiMemberDetail>> {
  return db.transaction(async (tx) => {
    const row = await lockAccount(tx, id);
    if (!row) return refuse('not_found');
    if (row.role === role) return { ok: true, value: (await getMember(tx, id))! };
    if (row.role === 'admin' && row.status === 'active' && !(await anotherActiveAdmin(tx, id)))
      return refuse('last_admin');
    await tx.update(accounts).set({ role }).where(eq(accounts.id, id));
    await audit(tx, {
      accountId: id,
      action: 'changeRole',
      actor,
      changes: [{ field: 'role', from: row.role, to: role }],
      now,
    });
    return { ok: true, value: (await getMember(tx, id))! };
  });
}

/**
 * Deactivates an active member: every session of theirs ends in the same transaction, with their
 * pending sign-in's second step, their mailed links (email change, verification, password
 * reset), and sign-in is refused until they are reactivated. Nobody deactivates themselves, nor the last
 * active admin.
 */
export async function deactivateMember(
  db: Db,
  id: number,
  { actor, now }: { actor: Actor; now: number },
): Promise<Outcome<ApiMemberDetail>> {
  if (id === actor.id) return refuse('self_deactivation');
  return db.transaction(async (tx) => {
    const row = await lockAccount(tx, id);
    if (!row) return refuse('not_found');
    if (row.status !== 'active') return refuse('invalid_state');
    if (row.role === 'admin' && !(await anotherActiveAdmin(tx, id))) return refuse('last_admin');
    await tx.update(accounts).set({ status: 'deactivated' }).where(eq(accounts.id, id));
    await tx.delete(sessions).where(eq(sessions.accountId, id));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.accountId, id));
    await tx.delete(emailTokens).where(eq(emailTokens.accountId, id));
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, id));
    await audit(tx, {
      accountId: id,
      action: 'deactivate',
      actor,
      changes: [{ field: 'status', from: 'active', to: 'deactivated' }],
      now,
    });
    return { ok: true, value: (await getMember(tx, id))! };
  });
}

/** Lets a deactivated member sign in again. */
export async function reactivateMember(
  db: Db,
  id: number,
  { actor, now }: { actor: Actor; now: number },
): Promise<Outcome<ApiMemberDetail>> {
  return db.transaction(async (tx) => {
    const row = await lockAccount(tx, id);
    if (!row) return refuse('not_found');
    if (row.status !== 'deactivated') return refuse('invalid_state');
    await tx.update(accounts).set({ status: 'active' }).where(eq(accounts.id, id));
    await audit(tx, {
      accountId: id,
      action: 'reactivate',
      actor,
      changes: [{ field: 'status', from: 'deactivated', to: 'active' }],
      now,
    });
    return { ok: true, value: (await getMember(tx, id))! };
  });
}

/** Records that an admin sent a member a password-reset link. */
export async function recordPasswordResetSent(
  db: Db,
  id: number,
  { actor, now }: { actor: Actor; now: number },
): Promise<void> {
  await audit(db, { accountId: id, action: 'sendPasswordReset', actor, now });
}

/** The status of an account by email (sign-in's check); null for an unknown email. */
export async function accountStatus(db: Db, email: string): Promise<MemberStatus | null> {
  const [row] = await db
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row?.status ?? null;
}

/** How often a session's requests write `last_seen_at`. */
const LAST_SEEN_EVERY_MS = 60_000;

/** Marks the account seen now, unless it was in the last minute (one cheap statement). */
export async function touchLastSeen(db: Db, id: number, now: number): Promise<void> {
  await db
    .update(accounts)
    .set({ lastSeenAt: new Date(now) })
    .where(
      and(
        eq(accounts.id, id),
        or(
          sql`${accounts.lastSeenAt} IS NULL`,
          lt(accounts.lastSeenAt, new Date(now - LAST_SEEN_EVERY_MS)),
        ),
      ),
    );
}
