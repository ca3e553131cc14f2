/**
 * Members: the accounts that can sign in, as an admin manages them (invite, role, deactivation,
 * password reset), with the audit log of those actions. No zod here (the body schemas are in
 * `members-schemas.ts`), so the list page and its route loader can import it without the schema
 * library.
 */
import { ROLES, type Role } from './auth';
import { defineListQuery } from './list-query';
import type { ListPage } from './resource';

/** `invited` until the invite link is followed; a `deactivated` account cannot sign in. */
export const MEMBER_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** One member as `GET /api/members` lists it. */
export type ApiMember = {
  id: number;
  name: string;
  email: string;
  role: Role;
  status: MemberStatus;
  /** Whether the email address has been confirmed. */
  emailVerified: boolean;
  /** Whether sign-in asks for a second factor. */
  twoFactor: boolean;
  avatarUrl: string | null;
  /** ISO 8601; null when never seen. */
  lastSeenAt: string | null;
};

/** One member as `GET /api/members/:id` and every action answer it. */
export type ApiMemberDetail = ApiMember & {
  /** ISO 8601: when the live invite link stops working; null without one. */
  inviteExpiresAt: string | null;
};

export type MembersPage = ListPage<ApiMember>;

/** What the list sorts and filters by: the server checks the query, the table offers the same. */
export const membersList = defineListQuery({
  sortFields: ['id', 'name', 'email', 'role', 'status', 'lastSeen'],
  filterFields: [
    { id: 'role', kind: 'facet', values: ROLES },
    { id: 'status', kind: 'facet', values: MEMBER_STATUSES },
  ],
  defaultPerPage: 10,
});

/** What the audit log records. */
export const MEMBER_AUDIT_ACTIONS = [
  'invite',
  'resendInvite',
  'revokeInvite',
  'acceptInvite',
  'changeRole',
  'deactivate',
  'reactivate',
  'sendPasswordReset',
] as const;
export type MemberAuditAction = (typeof MEMBER_AUDIT_ACTIONS)[number];

/** One entry of a member's audit log (`GET /api/members/:id/audit`), newest first. */
export type MemberAuditEntry = {
  id: number;
  action: MemberAuditAction;
  /** ISO 8601, UTC. */
  at: string;
  /** Who did it (the member themselves when they accepted an invite). */
  actor: { id: number; name: string; email: string };
  changes: Array<{
    field: 'role' | 'status' | 'email' | 'name';
    from: string | null;
    to: string | null;
  }>;
};
export type MemberAudit = { data: MemberAuditEntry[] };

/** Managing members is for admins only. */
export const MEMBER_PERMISSIONS = {
  list: ['admin'],
  invite: ['admin'],
  manage: ['admin'],
} as const satisfies Readonly<Record<string, readonly Role[]>>;
export type MemberAction = keyof typeof MEMBER_PERMISSIONS;

/** How long an invite link works. */
export const INVITE_TTL_DAYS = 7;

export const MEMBER_MESSAGES = {
  emailRequired: 'members.validation.emailRequired',
  emailInvalid: 'members.validation.emailInvalid',
  emailTooLong: 'members.validation.emailTooLong',
  emailTaken: 'members.validation.emailTaken',
  roleInvalid: 'members.validation.roleInvalid',
  nameRequired: 'members.validation.nameRequired',
  nameTooLong: 'members.validation.nameTooLong',
  invalidCharacters: 'members.validation.invalidCharacters',
} as const;
export type MemberMessageKey = (typeof MEMBER_MESSAGES)[keyof typeof MEMBER_MESSAGES];
