import type { TeamStore, UserDirectory } from '#domain/accounts/ports';
import type { PermissionSet } from '#domain/permissions/permission-keys';
import { checkPlanLimit, planLimit } from '#domain/plans/plan-gating.rules';
import type { SubscriptionStore } from '#domain/plans/ports';
import { PLAN_GATE_MESSAGES, effectivePlanSubject } from '#domain/plans/subscription.rules';
import {
  PACKER_PERMISSIONS,
  TEAM_MESSAGES,
  completePermissionSet,
  teamEditRefusal,
  type TeamInvite,
} from '#domain/users/team.rules';
import type { Caller } from '#lib/http/caller';
import { ConflictError, ForbiddenError, NotFoundError } from '#lib/errors';
import { PlanGateClosedError } from '#lib/plan-gate';

export interface TeamDeps {
  team: TeamStore;
  users: UserDirectory;
  subscriptions: SubscriptionStore;
  clock?: () => Date;
}

/** Team and permissions (accounts §5 team invite, §6 groups, keys and the users limit). */
export function makeTeam(deps: TeamDeps) {
  const now = deps.clock ?? (() => new Date());

  async function memberOf(accountId: string, userId: string) {
    const member = await deps.team.get(accountId, userId);
    if (!member) throw new NotFoundError('Team member');
    return member;
  }

  return {
    async list(caller: Caller) {
      const [{ members }, subscription] = await Promise.all([
        deps.team.list(caller.accountId),
        deps.subscriptions.get(caller.accountId),
      ]);
      const limit = planLimit(effectivePlanSubject(subscription, now()), 'users');
      return {
        members: members.sort((a, b) =>
          a.role === b.role ? a.email.localeCompare(b.email) : a.role === 'owner' ? -1 : 1,
        ),
        usage: { used: members.length, limit: Number.isFinite(limit) ? limit : null },
      };
    },

    /** Invite by email (Cognito's invitation), counted against the plan's users. */
    async invite(caller: Caller, input: TeamInvite) {
      const { members, version } = await deps.team.list(caller.accountId);
      if (members.some((m) => m.email.toLowerCase() === input.email.toLowerCase()))
        throw new ConflictError(TEAM_MESSAGES.alreadyMember);
      const subject = effectivePlanSubject(await deps.subscriptions.get(caller.accountId), now());
      const gate = checkPlanLimit(subject, 'users', members.length);
      if (!gate.allowed)
        throw new PlanGateClosedError(gate.outcome, PLAN_GATE_MESSAGES[gate.outcome]('Another team member'));
      const { userId } = await deps.users.invite({ email: input.email, name: input.name });
      const outcome = await deps.team.add(
        caller.accountId,
        caller.accountName,
        {
          userId,
          email: input.email,
          name: input.name,
          group: input.group,
          permissions: completePermissionSet(input.permissions ?? PACKER_PERMISSIONS),
          invitedAt: now().toISOString(),
          invitedBy: caller.userId,
        },
        version,
      );
      if (outcome === 'already_member') throw new ConflictError(TEAM_MESSAGES.alreadyMember);
      if (outcome === 'team_changed') throw new ConflictError(TEAM_MESSAGES.changedMeanwhile);
      return memberOf(caller.accountId, userId);
    },

    async setPermissions(caller: Caller, userId: string, permissions: PermissionSet) {
      const member = await memberOf(caller.accountId, userId);
      const refusal = teamEditRefusal(member, caller.userId);
      if (refusal) throw new ForbiddenError(refusal);
      await deps.team.setPermissions(caller.accountId, userId, completePermissionSet(permissions));
      return memberOf(caller.accountId, userId);
    },

    /** The membership goes at once: the member's next request to this account is refused. */
    async remove(caller: Caller, userId: string) {
      const member = await memberOf(caller.accountId, userId);
      const refusal = teamEditRefusal(member, caller.userId);
      if (refusal) throw new ForbiddenError(refusal);
      await deps.team.remove(caller.accountId, userId);
      return { removed: userId };
    },
  };
}
