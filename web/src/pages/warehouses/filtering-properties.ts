import type { PropertyFilterProperty } from '@cloudscape-design/collection-hooks';

// Text operators of the spec's lists (contains, notContains, equals, notEqual, startsWith);
// Cloudscape has no endsWith operator.
const TEXT_OPERATORS = [':', '!:', '=', '!=', '^'] as const;

const text = (key: string, propertyLabel: string, groupValuesLabel: string): PropertyFilterProperty => ({
  key,
  propertyLabel,
  groupValuesLabel,
  operators: [...TEXT_OPERATORS],
});

export const FILTERING_PROPERTIES: PropertyFilterProperty[] = [
  text('name', 'Name', 'Names'),
  text('companyName', 'Company', 'Companies'),
  text('city', 'City', 'Cities'),
  text('state', 'State', 'States'),
  text('country', 'Country', 'Countries'),
  text('zipCode', 'Zip code', 'Zip codes'),
];
