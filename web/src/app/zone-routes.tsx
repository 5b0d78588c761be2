import { Route } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const ZoneMappingsPage = lazyPage(() => import('#web/pages/zones/zone-mappings-page'), 'ZoneMappingsPage');

/** Zones and zone mappings: a settings page. */
export const zoneRoutes = <Route path="settings/zone-mappings" element={<ZoneMappingsPage />} />;
