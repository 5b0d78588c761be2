import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { ExplainZoneMappingResponse } from '#api/zones';
import type { zonesApi } from '#web/api/zones-api';
import { useNotifications } from '#web/app/notifications/notifications-context';
import { STATE_OPTIONS, useShopOptions } from './use-zone-choices';

/** "Explain": a ZIP, a state and a shop in, which mapping an order there takes and why the rows before it did not. */
export function ExplainPanel({ api }: { api: ReturnType<typeof zonesApi> }) {
  const shops = useShopOptions();
  const { reportError } = useNotifications();
  const [zip, setZip] = useState('');
  const [state, setState] = useState('');
  const [shop, setShop] = useState('manual');
  const [answer, setAnswer] = useState<ExplainZoneMappingResponse | null>(null);
  const [busy, setBusy] = useState(false);

  async function explain() {
    setBusy(true);
    try {
      setAnswer(await api.explain({ zip, state, shop }));
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container header={<Header description="See which mapping an order to this destination takes.">Explain</Header>}>
      <SpaceBetween size="m">
        <ColumnLayout columns={4}>
          <FormField label="ZIP code">
            <Input value={zip} onChange={({ detail }) => setZip(detail.value)} placeholder="78701" />
          </FormField>
          <FormField label="State">
            <Select
              selectedOption={STATE_OPTIONS.find((o) => o.value === state) ?? null}
              options={STATE_OPTIONS}
              filteringType="auto"
              placeholder="Choose a state"
              onChange={({ detail }) => setState(detail.selectedOption.value ?? '')}
            />
          </FormField>
          <FormField label="Shop">
            <Select
              selectedOption={shops.find((o) => o.value === shop) ?? null}
              options={shops}
              onChange={({ detail }) => setShop(detail.selectedOption.value ?? '')}
            />
          </FormField>
          <FormField label="&nbsp;">
            <Button loading={busy} onClick={() => void explain()}>
              Explain
            </Button>
          </FormField>
        </ColumnLayout>
        {answer && (
          <SpaceBetween size="xs">
            <Alert type={answer.winner ? 'success' : 'info'}>
              {answer.winner
                ? `${answer.winner.name} wins: ${answer.winner.reason}.`
                : 'No mapping fits: the rates keep their own choice.'}
            </Alert>
            {answer.verdicts
              .filter((v) => !v.matched)
              .map((v) => (
                <Box key={v.id} color="text-body-secondary" fontSize="body-s">
                  {`${v.name}: ${v.reason}.`}
                </Box>
              ))}
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Container>
  );
}
