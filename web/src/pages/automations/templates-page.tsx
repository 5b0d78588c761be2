import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { RULE_TEMPLATES, type RuleTemplate } from '#domain/automations/rule-templates.constants';
import { ACTION_LABELS, CONDITION_LABELS } from './automation-labels';

/** "Create from template": common perishable rules, each opening the editor prefilled. */
export function AutomationTemplatesPage() {
  const navigate = useNavigate();
  const use = (t: RuleTemplate) => navigate(`/automations/create?template=${encodeURIComponent(t.key)}`);
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Start from a rule perishable shippers use. You can change everything before saving."
          actions={<Button onClick={() => navigate('/automations')}>Back to automations</Button>}
        >
          Create from template
        </Header>
      }
    >
      <Cards<RuleTemplate>
        items={[...RULE_TEMPLATES]}
        trackBy="key"
        cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 1000, cards: 3 }]}
        ariaLabels={{ itemSelectionLabel: (_, t) => t.title, selectionGroupLabel: 'Templates' }}
        cardDefinition={{
          header: (t) => t.title,
          sections: [
            { id: 'description', content: (t) => t.description },
            {
              id: 'when',
              header: 'When',
              content: (t) => t.rule.conditions.map((c) => CONDITION_LABELS[c.type]).join(', ') || 'Every order',
            },
            { id: 'then', header: 'Then', content: (t) => t.rule.actions.map((a) => ACTION_LABELS[a.type]).join(', ') },
            {
              id: 'use',
              content: (t) => (
                <Box float="right">
                  <Button ariaLabel={`Use template ${t.title}`} onClick={() => use(t)}>
                    Use template
                  </Button>
                </Box>
              ),
            },
          ],
        }}
      />
    </ContentLayout>
  );
}
