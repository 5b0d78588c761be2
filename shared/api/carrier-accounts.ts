import type { CarrierAccountView, OwnAccountCarrier } from '#domain/carriers/carrier-accounts.rules';
import type { CarrierCode } from '#domain/carriers/carrier-services.constants';

export {
  connectCarrierAccountSchema,
  type CarrierAccountView,
  type ConnectCarrierAccount,
} from '#domain/carriers/carrier-accounts.rules';

/** GET /api/v1/carrier-accounts */
export interface CarrierAccountsView {
  accounts: CarrierAccountView[];
  /** The plan's external carrier accounts (accounts §6/§9); a null limit is unlimited. */
  usage: { used: number; limit: number | null };
  /** The carriers Shipdeck rates with its own accounts (its postage, paid from the wallet). */
  platformCarriers: { carrier: CarrierCode; carrierName: string }[];
  /** The carriers a merchant can connect an own account of. */
  connectable: OwnAccountCarrier[];
}
