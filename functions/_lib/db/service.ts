import { Service } from 'electrodb';
import { dynamoDocumentClient } from '../clients';
import { config } from '../config';
import { AccountEntity } from './entities/account.entity';
import { MembershipEntity, TeamEntity } from './entities/membership.entity';
import { WarehouseEntity } from './entities/warehouse.entity';
import { OrderEntity, OrderNumberClaimEntity, OrderTagEntity } from './entities/order.entity';
import { ActivityEventEntity, SavedFilterEntity, UserPreferenceEntity } from './entities/order-support.entity';
import { BoxEntity } from './entities/box.entity';
import { CustomerEntity } from './entities/customer.entity';
import { PackagingEntity } from './entities/packaging.entity';
import { ProductEntity } from './entities/product.entity';
import { UniqueValueEntity } from './entities/unique-value.entity';
import { AccountSettingsEntity } from './entities/account-settings.entity';
import { RenewalWatchEntity, SubscriptionEntity } from './entities/subscription.entity';
import { CompanyProfileEntity } from './entities/company-profile.entity';
import { SignupProfileEntity } from './entities/signup-profile.entity';
import { RateSettingsEntity } from './entities/rate-settings.entity';
import { SandboxShipmentEntity, SandboxTrackingEntity } from './entities/sandbox-shipment.entity';
import {
  InvoiceEntity,
  LedgerEntryEntity,
  WalletBalanceEntity,
  WalletHoldEntity,
  BillingProfileEntity,
} from './entities/wallet.entity';
import {
  LabelCounterEntity,
  LabelEntity,
  LabelPurchaseEntity,
  PendingRefundEntity,
  PurchaseBatchEntity,
} from './entities/label.entity';
import { PrintJobEntity } from './entities/print-job.entity';
import {
  TrackingCodeEntity,
  TrackingEmailClaimEntity,
  TrackingWatchEntity,
  WebhookDeliveryEntity,
} from './entities/tracking.entity';
import { NotificationTemplateEntity, SentEmailEntity } from './entities/notification-template.entity';
import { SubdomainClaimEntity, TrackingPageSettingsEntity } from './entities/tracking-page.entity';
import { LateScanEntity, LateShipmentSettingsEntity } from './entities/late-shipment.entity';
import {
  OAuthStateEntity,
  StoreConnectionEntity,
  StoreCredentialsEntity,
  StoreShopClaimEntity,
} from './entities/store.entity';
import { CarrierAccountEntity, CarrierAccountSetEntity } from './entities/carrier-account.entity';
import {
  AutoReloadWatchEntity,
  DepositEntity,
  OpenDepositEntity,
  PaymentMethodEntity,
  SandboxChargeEntity,
  SandboxPaymentMethodEntity,
} from './entities/payment.entity';
import { StoreFulfillmentClaimEntity } from './entities/store-fulfillment.entity';
import { ApiKeyCounterEntity, ApiKeyEntity, ApiKeyLookupEntity } from './entities/api-key.entity';

const entities = {
  account: AccountEntity,
  membership: MembershipEntity,
  team: TeamEntity,
  warehouse: WarehouseEntity,
  order: OrderEntity,
  orderNumberClaim: OrderNumberClaimEntity,
  orderTag: OrderTagEntity,
  savedFilter: SavedFilterEntity,
  activityEvent: ActivityEventEntity,
  userPreference: UserPreferenceEntity,
  product: ProductEntity,
  packaging: PackagingEntity,
  box: BoxEntity,
  customer: CustomerEntity,
  uniqueValue: UniqueValueEntity,
  accountSettings: AccountSettingsEntity,
  signupProfile: SignupProfileEntity,
  subscription: SubscriptionEntity,
  renewalWatch: RenewalWatchEntity,
  companyProfile: CompanyProfileEntity,
  rateSettings: RateSettingsEntity,
  sandboxShipment: SandboxShipmentEntity,
  sandboxTracking: SandboxTrackingEntity,
  walletBalance: WalletBalanceEntity,
  walletHold: WalletHoldEntity,
  ledgerEntry: LedgerEntryEntity,
  invoice: InvoiceEntity,
  billingProfile: BillingProfileEntity,
  carrierAccount: CarrierAccountEntity,
  carrierAccountSet: CarrierAccountSetEntity,
  paymentMethod: PaymentMethodEntity,
  deposit: DepositEntity,
  openDeposit: OpenDepositEntity,
  sandboxPaymentMethod: SandboxPaymentMethodEntity,
  sandboxCharge: SandboxChargeEntity,
  autoReloadWatch: AutoReloadWatchEntity,
  labelPurchase: LabelPurchaseEntity,
  purchaseBatch: PurchaseBatchEntity,
  label: LabelEntity,
  labelCounter: LabelCounterEntity,
  pendingRefund: PendingRefundEntity,
  printJob: PrintJobEntity,
  trackingCode: TrackingCodeEntity,
  trackingWatch: TrackingWatchEntity,
  trackingEmailClaim: TrackingEmailClaimEntity,
  webhookDelivery: WebhookDeliveryEntity,
  notificationTemplate: NotificationTemplateEntity,
  sentEmail: SentEmailEntity,
  trackingPageSettings: TrackingPageSettingsEntity,
  subdomainClaim: SubdomainClaimEntity,
  lateShipmentSettings: LateShipmentSettingsEntity,
  lateScan: LateScanEntity,
  storeConnection: StoreConnectionEntity,
  storeCredentials: StoreCredentialsEntity,
  storeShopClaim: StoreShopClaimEntity,
  oauthState: OAuthStateEntity,
  storeFulfillmentClaim: StoreFulfillmentClaimEntity,
  apiKey: ApiKeyEntity,
  apiKeyCounter: ApiKeyCounterEntity,
  apiKeyLookup: ApiKeyLookupEntity,
};

export type ShipdeckDb = Service<typeof entities>;

let service: ShipdeckDb | undefined;

/** The ElectroDB service over the single table; built once per process. */
export function db(): ShipdeckDb {
  service ??= new Service(entities, { table: config().TABLE_NAME, client: dynamoDocumentClient() });
  return service;
}

/** For tests that switch tables within one process. */
export function resetDbForTests(): void {
  service = undefined;
}
