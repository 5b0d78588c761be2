import { z } from 'zod';
import { uuidGenerator } from '#lib/ids';
import { csvHtsCodeCatalog } from '../adapters/csv.hts-code-catalog';
import { dynamoBoxStore } from '../adapters/dynamodb.box-store';
import { dynamoCustomerStore } from '../adapters/dynamodb.customer-store';
import { dynamoPackagingStore } from '../adapters/dynamodb.packaging-store';
import { dynamoProductStore } from '../adapters/dynamodb.product-store';
import { makeBoxUseCases } from '../use-cases/box.use-cases';
import { makeCustomerUseCases } from '../use-cases/customer.use-cases';
import { makeHtsCodeUseCases } from '../use-cases/hts-code.use-cases';
import { makePackagingUseCases } from '../use-cases/packaging.use-cases';
import { makeProductUseCases } from '../use-cases/product.use-cases';

/** The catalog use cases wired to their real adapters; handlers import what they need from here. */
export const productUseCases = makeProductUseCases({ products: dynamoProductStore, packagings: dynamoPackagingStore, boxes: dynamoBoxStore, ids: uuidGenerator });
export const packagingUseCases = makePackagingUseCases({ packagings: dynamoPackagingStore, ids: uuidGenerator });
export const boxUseCases = makeBoxUseCases({ boxes: dynamoBoxStore, ids: uuidGenerator });
export const customerUseCases = makeCustomerUseCases({ customers: dynamoCustomerStore, ids: uuidGenerator });
export const htsCodeUseCases = makeHtsCodeUseCases({ codes: csvHtsCodeCatalog });

const id = z.string().min(1).max(64);
export const productParams = z.object({ productId: id });
export const packagingParams = z.object({ packagingId: id });
export const boxParams = z.object({ boxId: id });
export const customerParams = z.object({ customerId: id });
