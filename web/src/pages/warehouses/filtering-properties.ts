import type { PropertyFilterProperty } from '@cloudscape-design/collection-hooks';
import { textProperty } from '#web/pages/catalog/commons/catalog-columns';

export const FILTERING_PROPERTIES: PropertyFilterProperty[] = [
  textProperty('name', 'Name', 'Names'),
  textProperty('companyName', 'Company', 'Companies'),
  textProperty('city', 'City', 'Cities'),
  textProperty('state', 'State', 'States'),
  textProperty('country', 'Country', 'Countries'),
  textProperty('zipCode', 'Zip code', 'Zip codes'),
];
