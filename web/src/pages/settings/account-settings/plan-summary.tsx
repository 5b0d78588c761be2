import { useEffect, useState } from 'react';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { SubscriptionResponse } from '#api/subscription';
import { useApi } from '#web/api/api-context';
import { subscriptionApi } from '#web/api/settings-api';

const STATUS: Record<SubscriptionResponse['status'], { type: StatusIndicatorProps.Type; text: string }> = {
  active: { type: 'success', text: 'Active' },
  trial: { type: 'info', text: 'Trial' },
  trial_ended: { type: 'warning', text: 'Trial ended: choose a plan in Billing' },
  canceled: { type: 'error', text: 'Canceled' },
  paused: { type: 'stopped', text: 'Paused' },
};

const planName = (plan: string) => plan.charAt(0).toUpperCase() + plan.slice(1);

/** The account's plan and, on a trial, the day it ends (accounts §3, §4). Nothing shows when it cannot be read. */
export function PlanSummary() {
  const { client } = useApi();
  const [plan, setPlan] = useState<SubscriptionResponse | null>(null);

  useEffect(() => {
    let active = true;
    subscriptionApi(client)
      .get()
      .then((p) => active && setPlan(p))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [client]);

  if (!plan) return null;
  const status = STATUS[plan.status];
  const items = [
    { label: 'Plan', value: <span data-testid="plan-name">{planName(plan.plan)}</span> },
    { label: 'Status', value: <StatusIndicator type={status.type}>{status.text}</StatusIndicator> },
  ];
  if (plan.trialEndDate) {
    const ends = new Date(plan.trialEndDate).toLocaleDateString(undefined, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    items.push({ label: plan.status === 'trial' ? 'Trial ends' : 'Trial ended', value: <span>{ends}</span> });
  }
  return (
    <Container
      header={
        <Header variant="h2" description="Your subscription decides the features and limits of the account.">
          Plan
        </Header>
      }
    >
      <KeyValuePairs columns={3} items={items} />
    </Container>
  );
}
